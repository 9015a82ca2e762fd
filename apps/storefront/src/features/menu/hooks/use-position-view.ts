import { isAdultPosition, isPositionAvailable, type PositionTimeSlot } from '@tarelka/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { appConfig } from '../../../config/tenant';
import { useServerNow } from '../../../lib/time';
import { assetUrl, type Position } from '../../../lib/api/hooks';

/** Turns positions into the props of a card (`PositionCard` of `@tarelka/ui`), and opens their detail over the current page. */
export function usePositionView(slots: readonly PositionTimeSlot[], timezone: string | undefined) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const now = useServerNow();

  const view = useCallback(
    (position: Position, adultGroup: boolean) => {
      const tags: string[] = [];
      const adult = isAdultPosition(position, adultGroup);
      if (adult) tags.push(t('menu.adult'));
      if (position.tags.includes('EXTENDED_COOKING_TIME')) tags.push(t('menu.extendedCooking'));
      const photo = position.photos[0];
      return {
        position: {
          id: String(position.id),
          name: position.name,
          price: position.price,
          photo: photo ? assetUrl(photo.src) : undefined,
          measure: position.measure
            ? t(`position.units.${position.measure.unit}`, { value: position.measure.value })
            : undefined,
          tags,
        },
        href: `/menus/${position.menu.id}/positions/${position.id}`,
        unavailable: !isPositionAvailable(position.id, slots, now, timezone),
        currency: appConfig.currency,
        locale: i18n.language,
        labels: {
          add: t('menu.addPosition', { name: position.name }),
          oldPrice: t('menu.oldPrice'),
          unavailable: t('menu.unavailable'),
        },
        adult,
      };
    },
    [t, i18n.language, slots, now, timezone],
  );

  const open = useCallback(
    (position: Position) =>
      navigate(`/menus/${position.menu.id}/positions/${position.id}`, {
        state: { background: { pathname: location.pathname, search: location.search, hash: '' } },
      }),
    [navigate, location.pathname, location.search],
  );

  return { view, open };
}
