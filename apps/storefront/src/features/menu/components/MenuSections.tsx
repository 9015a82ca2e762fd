import { filterPositions, isAdultPosition, type PositionTimeSlot } from '@tarelka/domain';
import { MenuGroup, type FilteredOutNoticeProps, type SnackbarProps } from '@tarelka/ui';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appConfig } from '../../../config/tenant';
import { AgeGate } from '../../../lib/lazy/ui';
import { lazyComponent } from '../../../lib/lazy/lazy-component';
import type { Position } from '../../../lib/api/hooks';
import { adulthoodConfirmed, menuFilterChanged, selectAdulthoodConfirmed, selectMenuFilter } from '@tarelka/store';
import { useAppDispatch, useAppSelector } from '@tarelka/store/react';
import type { MenuSection } from '@tarelka/store/react';
import { usePositionView } from '../hooks/use-position-view';
import { MenuCard } from './MenuCard';
import type { ListSection, SectionListProps } from './section-list';

// Only large menus pay for the windowing code (@tanstack/react-virtual): a chunk of its own.
const WindowedSections = lazy(() => import('./WindowedSections'));
const FilteredOutNotice = lazyComponent<FilteredOutNoticeProps>(() =>
  import('./snackbar-chunk').then((m) => m.FilteredOutNotice),
);
const Snackbar = lazyComponent<SnackbarProps>(() => import('./snackbar-chunk').then((m) => m.Snackbar), {
  useWhen: (props) => props.queue.length > 0,
});

/**
 * Menus with more positions than this render windowed: only the rows near the viewport are in the
 * DOM. Smaller menus (every demo menu) render whole, so find-in-page and crawlers see every dish.
 */
export const WINDOW_FROM = 200;

/** Props of {@link MenuSections}. */
export interface MenuSectionsProps {
  /** Groups with their positions. */
  sections: MenuSection[];
  /** Time slots of the resto's positions. */
  slots: readonly PositionTimeSlot[];
  /** The resto's timezone. */
  timezone?: string;
  /** Heading level of the group titles. */
  level?: 2 | 3;
  /** Marks the first photo as the LCP image. */
  first?: boolean;
  /** Called when the group anchors (re)appear in the document. */
  onLayout?: () => void;
}

const Pending = styled.div`
  min-height: 100vh;
`;

/** Every group rendered: a titled grid of cards each. */
function FullSections({ sections, level, first, view, onOpen, notice }: SectionListProps) {
  return (
    <>
      {sections.map((g, sectionIndex) => (
        <MenuGroup key={g.key} id={g.id} titleId={g.titleId} title={g.name} level={level} notice={notice(g)}>
          {g.positions.map((position, index) => (
            <MenuCard
              key={position.id}
              position={position}
              adultGroup={g.adultGroup}
              view={view}
              onOpen={onOpen}
              priority={first && sectionIndex === 0 && index === 0}
            />
          ))}
        </MenuGroup>
      ))}
    </>
  );
}

/**
 * A menu's groups as titled grids of position cards; 18+ positions ask for the age first. Menus of
 * more than {@link WINDOW_FROM} positions keep the DOM bounded by rendering only the rows near the
 * viewport (see `WindowedSections`).
 */
export function MenuSections({ sections, slots, timezone, level = 2, first = false, onLayout }: MenuSectionsProps) {
  const { t } = useTranslation();
  const hideAdult = appConfig.features.adult.policy === 'hide';
  const dispatch = useAppDispatch();
  const adultConfirmed = useAppSelector(selectAdulthoodConfirmed);
  const { view, open, added, dismissAdded } = usePositionView(slots, timezone);
  const [pendingAdult, setPendingAdult] = useState<Position | null>(null);
  const filter = useAppSelector(selectMenuFilter);

  const list = useMemo<ListSection[]>(
    () =>
      sections.map(({ group, positions }) => {
        const adultGroup = Boolean(group.adult);
        const all = hideAdult ? positions.filter((p) => !isAdultPosition(p, adultGroup)) : positions;
        const shown = filterPositions(all, filter);
        return {
          key: `${group.menuId}-${group.id}`,
          id: `group-${group.menuId}-${group.id}`,
          titleId: `group-title-${group.menuId}-${group.id}`,
          name: group.name,
          adultGroup,
          positions: shown,
          hidden: all.length - shown.length,
        };
      }),
    [sections, hideAdult, filter],
  );
  const total = useMemo(() => list.reduce((n, s) => n + s.positions.length, 0), [list]);
  const onOpen = useCallback(
    (position: Position, adult: boolean) => (adult && !adultConfirmed ? setPendingAdult(position) : open(position)),
    [adultConfirmed, open],
  );
  const notice = (s: ListSection) =>
    s.hidden > 0 && (
      <FilteredOutNotice
        text={t('menu.hidden', { count: s.hidden })}
        clearLabel={t('menu.clearFilters')}
        onClear={() => dispatch(menuFilterChanged({}))}
      />
    );
  const props: SectionListProps = { sections: list, level, first, view, onOpen, notice, onLayout };

  return (
    <>
      {total > WINDOW_FROM ? (
        <Suspense fallback={<Pending />}>
          <WindowedSections {...props} />
        </Suspense>
      ) : (
        <FullSections {...props} />
      )}
      <AgeGate
        open={pendingAdult !== null}
        onConfirm={() => {
          dispatch(adulthoodConfirmed(true));
          if (pendingAdult) open(pendingAdult);
          setPendingAdult(null);
        }}
        onDecline={() => setPendingAdult(null)}
      />
      <Snackbar queue={added} onDismiss={dismissAdded} closeLabel={t('app.close')} />
    </>
  );
}
