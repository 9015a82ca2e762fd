import { isAdultPosition, isPositionAvailable } from '@tarelka/domain';
import { adulthoodConfirmed, itemViewed, selectAdulthoodConfirmed } from '@tarelka/store';
import { useAppDispatch, useAppSelector, useRestoMenus } from '@tarelka/store/react';
import {
  PositionDetail as PositionDetailView,
  type LightboxProps,
  type PositionDetailData,
  type PositionDetailProps as PositionDetailViewProps,
  type PositionNutritionLabels,
} from '@tarelka/ui';
import { useEffect, useMemo, useState } from 'react';
import { Modal } from '../../../components/Modal/Modal';
import { appConfig } from '../../../config/tenant';
import { addPosition } from '../../../lib/cart/add-position';
import { assetUrl, type Position } from '../../../lib/api/hooks';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { AgeGate } from '../../../lib/lazy/ui';
import positionRu from '../../../../locales/ru/position.json';
import { lazyComponent } from '../../../lib/lazy/lazy-component';
import { useServerNow } from '../../../lib/time';

const Lightbox = lazyComponent<LightboxProps>(() => import('./lightbox-chunk').then((m) => m.Lightbox), {
  useWhen: (props) => props.open,
});

/** Props of {@link PositionDetail}. */
export interface PositionDetailProps {
  /** The position's id from the URL. */
  positionId: number;
  /** Closes the layer. */
  onClose: () => void;
}

/**
 * The position detail layer (spec §2): `PositionDetail` of `@tarelka/ui` in a dialog, fed from the
 * resto's catalog; adding puts the position with its modifiers in the cart and closes the layer.
 * The photo opens the kit's `Lightbox`, whose code loads then.
 */
export function PositionDetail({ positionId, onClose }: PositionDetailProps) {
  const { t, i18n } = useLazyTranslation(positionRu);
  const { menus, modifiers, slots, resto, isLoading } = useRestoMenus(t('menu.other'));
  const dispatch = useAppDispatch();
  const now = useServerNow();
  const [lightbox, setLightbox] = useState<number | null>(null);
  const [position, adult] = useMemo<[Position | undefined, boolean]>(() => {
    const section = menus.flatMap((m) => m.sections).find((s) => s.positions.some((p) => p.id === positionId));
    const found = section?.positions.find((p) => p.id === positionId);
    const adult = found ? isAdultPosition(found, Boolean(section?.group.adult)) : false;
    // A tenant that hides 18+ dishes hides them from their links too.
    return adult && appConfig.features.adult.policy === 'hide' ? [undefined, false] : [found, adult];
  }, [menus, positionId]);
  // Spec §2: 18+ content asks for the age first, also when the detail is opened by its link.
  const ageConfirmed = useAppSelector(selectAdulthoodConfirmed);
  const askAge = adult && !ageConfirmed;
  useEffect(() => void (position && !askAge && dispatch(itemViewed(position))), [dispatch, position, askAge]);
  // The kit's view of the position: ids as strings, texts in the page's language.
  const data = useMemo<PositionDetailData | undefined>(() => {
    if (!position) return undefined;
    const notes = position.tags.includes('EXTENDED_COOKING_TIME') ? [t('menu.extendedCooking')] : [];
    return {
      id: String(position.id),
      name: position.name,
      description: position.description ?? undefined,
      price: position.price,
      measure: position.measure
        ? t(`position.units.${position.measure.unit}`, { value: position.measure.value })
        : undefined,
      photos: position.photos.map((p) => ({ src: assetUrl(p.src), width: p.width, height: p.height, alt: p.alt })),
      notes,
      nutrition: position,
      diets: position.diets?.map((d) => t(`diets.${d}`)),
      ingredients: position.ingredients,
      modifierGroups: modifiers
        .filter((g) => position.modifierGroupIds.includes(g.id))
        .map((g) => ({
          id: String(g.id),
          name: g.name,
          min: g.min,
          max: g.max,
          options: g.options.map((o) => ({ ...o, id: String(o.id) })),
        })),
    };
  }, [position, modifiers, t]);

  if (!position || !data) {
    return (
      <Modal
        open
        title={isLoading ? t('app.loading') : t('position.notFound')}
        onClose={onClose}
        maxWidth="56.25rem"
        testId="position-detail"
      >
        {!isLoading && <p style={{ margin: 0 }}>{t('position.notFound')}</p>}
      </Modal>
    );
  }

  if (askAge) {
    return <AgeGate open onConfirm={() => dispatch(adulthoodConfirmed(true))} onDecline={onClose} />;
  }

  const add: PositionDetailViewProps['onAdd'] = ({ count, modifiers: chosen }) => {
    const modifiers = chosen.map((m) => ({ id: Number(m.id), groupId: Number(m.groupId), count: 1, price: m.price }));
    addPosition(dispatch, position, count, modifiers);
    onClose();
  };

  return (
    <Modal open title={position.name} onClose={onClose} maxWidth="56.25rem" testId="position-detail">
      <PositionDetailView
        position={data}
        hideName
        onAdd={add}
        unavailable={!isPositionAvailable(position.id, slots, now, resto?.timezone)}
        onPhotoClick={setLightbox}
        currency={appConfig.currency}
        locale={i18n.language}
        labels={{
          required: t('position.required'),
          optional: t('position.optional'),
          chooseAtLeast: (count) => t('position.chooseAtLeast', { count }),
          upTo: (count) => t('position.chooseUpTo', { count }),
          add: (price) => t('position.add', { price }),
          openPhoto: t('position.openPhoto'),
          count: t('position.count'),
          decrease: t('position.decrease'),
          increase: t('position.increase'),
          unavailable: t('menu.unavailable'),
          nutrition: {
            ...(t('nutrition', { returnObjects: true }) as Omit<PositionNutritionLabels, 'allergen'>),
            allergen: (a) => t(`allergens.${a}`).toLocaleLowerCase(i18n.language),
          },
        }}
      />
      <Lightbox
        open={lightbox !== null}
        photos={data.photos.map((p) => ({ ...p, alt: p.alt ?? position.name }))}
        index={lightbox ?? 0}
        onClose={() => setLightbox(null)}
        labels={{
          close: t('app.close'),
          loading: t('position.photoLoading'),
          error: t('position.photoError'),
          previous: t('position.previousPhoto'),
          next: t('position.nextPhoto'),
        }}
      />
    </Modal>
  );
}
