import { isAdultPosition, isPositionAvailable, type PositionTimeSlot } from '@tarelka/domain';
import { selectCartCount } from '@tarelka/store';
import { useAppDispatch, useAppStore } from '@tarelka/store/react';
import type { SnackbarMessage } from '@tarelka/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { appConfig } from '../../../config/tenant';
import { addPosition } from '../../../lib/cart/add-position';
import { useServerNow } from '../../../lib/time';
import { assetUrl, type Position } from '../../../lib/api/hooks';

/**
 * Turns positions into the props of a card (`PositionCard` of `@tarelka/ui`), opens their detail
 * over the current page, and adds a dish without choices from its card in one press ('Добавлено',
 * with the cart's count, in `added` for a snackbar).
 */
export function usePositionView(slots: readonly PositionTimeSlot[], timezone: string | undefined) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const now = useServerNow();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [added, setAdded] = useState<SnackbarMessage[]>([]);

  const add = useCallback(
    (position: Position) => {
      addPosition(dispatch, position, 1);
      // One message at a time, naming the cart's new count (read after the add).
      const count = selectCartCount(store.getState());
      setAdded([{ id: 'added', text: t('menu.added', { count }), tone: 'success' }]);
    },
    [dispatch, store, t],
  );

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
          diets: position.diets?.map((d) => t(`diets.${d}`)),
        },
        href: `/menus/${position.menu.id}/positions/${position.id}`,
        // An 18+ dish is added from its detail, after the age question.
        onAdd: adult ? undefined : () => add(position),
        hasChoices: position.hasModifiers,
        unavailable: !isPositionAvailable(position.id, slots, now, timezone),
        currency: appConfig.currency,
        locale: i18n.language,
        labels: {
          add: t('menu.addPosition', { name: position.name }),
          choose: t('menu.choose'),
          oldPrice: t('menu.oldPrice'),
          unavailable: t('menu.unavailable'),
        },
        adult,
      };
    },
    [t, i18n.language, slots, now, timezone, add],
  );

  const open = useCallback(
    (position: Position) =>
      navigate(`/menus/${position.menu.id}/positions/${position.id}`, {
        state: { background: { pathname: location.pathname, search: location.search, hash: '' } },
      }),
    [navigate, location.pathname, location.search],
  );

  const dismissAdded = useCallback(() => setAdded([]), []);
  return { view, open, added, dismissAdded };
}
