import { formatMoney, isPositionAvailable } from '@tarelka/domain';
import { Button } from '@tarelka/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { positionRu } from '../../../lib/i18n/locales/position.ru';
import styled from 'styled-components';
import { Modal } from '../../../components/Modal/Modal';
import { Picture } from '../../../components/Picture/Picture';
import { appConfig } from '../../../config/tenant';
import { track } from '../../../lib/analytics/events';
import { assetUrl, type ModifierGroup, type Position } from '../../../lib/api/hooks';
import { positionAdded } from '@tarelka/store';
import { useAppDispatch } from '@tarelka/store/react';
import { useRestoMenus } from '../../../lib/api/use-resto-menus';
import { useServerNow } from '../../../lib/time';
import { modifierErrors, modifiersTotal, type ModifierChoice } from '../utils/modifiers';

const Lightbox = lazy(() => import('./Lightbox').then((m) => ({ default: m.Lightbox })));

/** Props of {@link PositionDetail}. */
export interface PositionDetailProps {
  /** The position's id from the URL. */
  positionId: number;
  /** Closes the layer. */
  onClose: () => void;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;
const PhotoButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  overflow: hidden;
  background: none;
  cursor: zoom-in;
`;
const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    margin-bottom: 8px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 44px;
  }
  label span:first-of-type {
    flex: 1;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
const Error = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const Footer = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  position: sticky;
  bottom: 0;
  padding: 12px 0 0;
  background: ${({ theme }) => theme.colors.surface};
`;
const Counter = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  button {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    background: transparent;
    font-size: 20px;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  output {
    min-width: 32px;
    text-align: center;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

/**
 * The position detail layer (spec §2): photos with the lightbox, description, weight, nutrition,
 * modifiers with their min/max validation, a counter and 'add to cart'.
 */
export function PositionDetail({ positionId, onClose }: PositionDetailProps) {
  const { t, i18n } = useLazyTranslation(positionRu);
  const { menus, modifiers, slots, resto, isLoading } = useRestoMenus();
  const dispatch = useAppDispatch();
  const position = useMemo<Position | undefined>(
    () => menus.flatMap((m) => m.sections.flatMap((s) => s.positions)).find((p) => p.id === positionId),
    [menus, positionId],
  );
  const groups = useMemo<ModifierGroup[]>(
    () => (position ? modifiers.filter((g) => position.modifierGroupIds.includes(g.id)) : []),
    [modifiers, position],
  );
  const [choice, setChoice] = useState<ModifierChoice>({});
  const [count, setCount] = useState(1);
  const [touched, setTouched] = useState(false);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const now = useServerNow();
  const money = (v: number) => formatMoney(v, { locale: i18n.language, currency: appConfig.currency });

  if (!position) {
    return (
      <Modal
        open
        title={isLoading ? t('app.loading') : t('position.notFound')}
        onClose={onClose}
        maxWidth="56.25rem"
        testId="position-detail"
      >
        {!isLoading && <Muted>{t('position.notFound')}</Muted>}
      </Modal>
    );
  }
  const errors = modifierErrors(groups, choice);
  const available = isPositionAvailable(position.id, slots, now, resto?.timezone);
  const total = (position.price + modifiersTotal(groups, choice)) * count;
  const photo = position.photos[0];

  const toggle = (group: ModifierGroup, optionId: number, checked: boolean) =>
    setChoice((current) => {
      const selected = new Set(current[group.id] ?? []);
      if (group.max === 1) return { ...current, [group.id]: checked ? [optionId] : [] };
      if (checked) selected.add(optionId);
      else selected.delete(optionId);
      return { ...current, [group.id]: [...selected] };
    });

  const add = () => {
    setTouched(true);
    if (Object.keys(errors).length > 0) return;
    const chosen = groups.flatMap((g) =>
      (choice[g.id] ?? []).map((id) => ({
        id,
        groupId: g.id,
        count: 1,
        price: g.options.find((o) => o.id === id)?.price ?? 0,
      })),
    );
    dispatch(
      positionAdded({
        id: position.id,
        menuId: position.menu.id,
        name: position.name,
        price: position.price,
        count,
        hasModifiers: position.hasModifiers,
        modifiers: chosen,
      }),
    );
    track({
      type: 'add_to_cart',
      currency: appConfig.currency,
      items: [{ id: position.id, name: position.name, price: position.price, quantity: count }],
    });
    onClose();
  };

  return (
    <Modal open title={position.name} onClose={onClose} maxWidth="56.25rem" testId="position-detail">
      <Layout>
        <div>
          {photo ? (
            <PhotoButton type="button" onClick={() => setLightbox(0)} aria-label={t('position.openPhoto')}>
              <Picture
                src={assetUrl(photo.src)}
                width={photo.width}
                height={photo.height}
                ratio="4 / 3"
                fit="contain"
                alt={photo.alt ?? position.name}
                // The layer's main picture and its LCP: fetched at once, first.
                loading="eager"
                fetchPriority="high"
              />
            </PhotoButton>
          ) : (
            <Picture src={null} width={400} height={300} ratio="4 / 3" />
          )}
        </div>
        <Info>
          {position.measure && (
            <Muted>{t(`position.units.${position.measure.unit}`, { value: position.measure.value })}</Muted>
          )}
          {position.description && <p style={{ margin: 0 }}>{position.description}</p>}
          {position.tags.includes('EXTENDED_COOKING_TIME') && <Muted>{t('menu.extendedCooking')}</Muted>}
          {position.nutrition && (
            <Muted>
              {t('position.nutrition')}: {t('position.kcal', { value: position.nutrition.kcal })}
            </Muted>
          )}
          {groups.map((group) => (
            <Group key={group.id}>
              <legend>
                {group.name}
                {group.min > 0
                  ? ` · ${t('position.required')}`
                  : group.max > 1
                    ? ` · ${t('position.chooseUpTo', { count: group.max })}`
                    : ''}
              </legend>
              {group.options.map((option) => {
                const checked = (choice[group.id] ?? []).includes(option.id);
                return (
                  <label key={option.id}>
                    <input
                      type={group.max === 1 ? 'radio' : 'checkbox'}
                      name={`modifier-${group.id}`}
                      checked={checked}
                      onChange={(e) => toggle(group, option.id, e.target.checked)}
                    />
                    <span>{option.name}</span>
                    {option.price > 0 && <span>+{money(option.price)}</span>}
                  </label>
                );
              })}
              {touched && errors[group.id] && (
                <Error role="alert">{t('position.chooseAtLeast', { count: errors[group.id] })}</Error>
              )}
            </Group>
          ))}
          <Footer>
            {available ? (
              <>
                <Counter role="group" aria-label={t('position.count')}>
                  <button
                    type="button"
                    aria-label={t('position.decrease')}
                    disabled={count <= 1}
                    onClick={() => setCount((c) => c - 1)}
                  >
                    −
                  </button>
                  <output aria-live="polite">{count}</output>
                  <button type="button" aria-label={t('position.increase')} onClick={() => setCount((c) => c + 1)}>
                    +
                  </button>
                </Counter>
                <Button onClick={add} fullWidth>
                  {t('position.add', { price: money(total) })}
                </Button>
              </>
            ) : (
              <Muted role="status">{t('menu.unavailable')}</Muted>
            )}
          </Footer>
        </Info>
      </Layout>
      {lightbox !== null && (
        <Suspense fallback={null}>
          <Lightbox
            photos={position.photos.map((p) => ({ ...p, src: assetUrl(p.src) }))}
            index={lightbox}
            onClose={() => setLightbox(null)}
          />
        </Suspense>
      )}
    </Modal>
  );
}
