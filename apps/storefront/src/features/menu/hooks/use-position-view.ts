import { formatMoney, isPositionAvailable, type PositionTimeSlot } from '@tarelka/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { appConfig } from '../../../config/tenant';
import { useServerNow } from '../../../lib/time';
import { assetUrl, type Position } from '../../../lib/api/hooks';

/** Whether a card shows the 18+ tag (and asks for the age before its detail). */
export function isAdultPosition(position: Position, adultGroup: boolean): boolean {
  return Boolean(position.adult) || adultGroup || position.tags.includes('ADULT');
}

/** Turns positions into what a card shows, and opens their detail over the current page. */
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
      const available = isPositionAvailable(position.id, slots, now, timezone);
      const photo = position.photos[0];
      return {
        name: position.name,
        photo: photo ? assetUrl(photo.src) : null,
        price: formatMoney(position.price, { locale: i18n.language, currency: appConfig.currency }),
        measure: position.measure
          ? t(`position.units.${position.measure.unit}`, { value: position.measure.value })
          : undefined,
        tags,
        unavailable: available ? undefined : t('menu.unavailable'),
        href: `/menus/${position.menu.id}/positions/${position.id}`,
        addLabel: t('menu.addPosition', { name: position.name }),
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
