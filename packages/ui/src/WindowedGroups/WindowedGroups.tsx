import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MenuGroupTitle } from '../MenuGroup/MenuGroup.styles';
import { menuRows } from './rows';
import { Anchor, CardRow, List, Probe, TitleRow } from './WindowedGroups.styles';

/** One titled group of {@link WindowedGroups}. */
export interface WindowedGroup<T> {
  /** Stable key of the group. */
  key: string;
  /** Element id `#hash` links and a navigation bar's observer find the group by. */
  id: string;
  /** Id of the group's title. */
  titleId: string;
  /** The title. */
  name: string;
  /** The group's items, in order (each drawn by `renderItem`). */
  items: readonly T[];
}

/** Props of {@link WindowedGroups}. */
export interface WindowedGroupsProps<G extends WindowedGroup<unknown>> {
  /** The groups; keep the array stable between renders (rows are cut from it). */
  groups: readonly G[];
  /**
   * Draws an item (a position card) with its own `key`; `priority` marks the first item of the
   * first group.
   */
  renderItem: (item: G['items'][number], group: G, priority: boolean) => ReactNode;
  /** What a group says under its title (e.g. how many dishes the filters hide). */
  renderNotice?: (group: G) => ReactNode;
  /** Heading level of the group titles. */
  level?: 2 | 3;
  /** Whether the first item is the page's LCP image (its `priority`). */
  first?: boolean;
  /**
   * The location's `#hash` (without `#`, decoded or not) and its history entry's key: a jump to a
   * group's id is corrected once its smooth scroll ends, once per history entry.
   */
  hash?: string;
  navigationKey?: string;
  /** Called once the group anchors are in the document (a navigation bar observes them). */
  onLayout?: () => void;
  testId?: string;
}

/** Estimated sizes before a row of that kind has been measured at this width. */
const INITIAL = { title: 70, cards: 320 };

/**
 * The groups of a large menu, windowed on the page's scroll (@tanstack/react-virtual): rows of
 * items as wide as the grid's column count (the same grid as {@link MenuGroup}), only those near the
 * viewport in the DOM. Each group keeps an absolutely placed anchor with its id spanning its rows,
 * so hash links, a navigation bar's active group and `scroll-margin-top` work as with the full
 * render; a hash jump is corrected once the scroll ends, as rows measured on the way may move the
 * target. Items render through `renderItem`, so memoized cards keep their identity across scrolls.
 *
 * @example
 * <WindowedGroups groups={groups} renderItem={(p, g, priority) => <PositionCard … />} hash={hash} />
 */
export function WindowedGroups<G extends WindowedGroup<unknown>>({
  groups,
  renderItem,
  renderNotice,
  level = 2,
  first = false,
  hash = '',
  navigationKey = '',
  onLayout,
  testId,
}: WindowedGroupsProps<G>) {
  const listRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(0);
  const [margin, setMargin] = useState(0);
  const [sample, setSample] = useState(INITIAL);

  // Column count from the probe grid, and the list's offset in the page (content above it changes).
  useLayoutEffect(() => {
    const probe = probeRef.current;
    const list = listRef.current;
    if (!probe || !list) return;
    const update = () => {
      const tracks = getComputedStyle(probe).gridTemplateColumns.split(' ').filter(Boolean).length;
      setColumns(Math.max(1, tracks));
      setMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(probe);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const { rows, spans } = useMemo(() => menuRows(groups, columns), [groups, columns]);
  const estimateSize = useCallback((index: number) => sample[rows[index]?.kind ?? 'cards'], [rows, sample]);
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: columns > 0 ? rows.length : 0,
    estimateSize,
    getItemKey,
    overscan: 2,
    scrollMargin: margin,
  });
  const items = virtualizer.getVirtualItems();
  const measured = virtualizer.measurementsCache;

  // The first rendered title and card row at this width set the estimate for the rows not yet seen
  // (later rows are measured by the virtualizer itself).
  const sampledAt = useRef(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || columns === 0 || sampledAt.current === columns) return;
    const size = (kind: 'title' | 'cards') =>
      list.querySelector<HTMLElement>(`[data-row="${kind}"]`)?.getBoundingClientRect().height ?? 0;
    const next = { title: size('title'), cards: size('cards') };
    if (!next.title || !next.cards) return;
    sampledAt.current = columns;
    if (Math.abs(next.title - sample.title) > 0.5 || Math.abs(next.cards - sample.cards) > 0.5) setSample(next);
  }, [columns, sample, items]);

  const ready = columns > 0 && measured.length > 0;
  useEffect(() => {
    if (ready) onLayout?.();
  }, [ready, spans, onLayout]);

  // A `#group-…` jump scrolls smoothly to an estimated place; put the group exactly under the bars
  // once that scroll ends (a few rounds at most, as newly measured rows move it again). Once per
  // history entry, and never after the user takes over the scroll.
  const settledKeys = useRef(new Set<string>());
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id || !groups.some((g) => g.id === id) || settledKeys.current.has(navigationKey)) return;
    settledKeys.current.add(navigationKey);
    let rounds = 0;
    const settle = () => {
      const anchor = document.getElementById(id);
      if (!anchor) return stop();
      const offset = parseFloat(getComputedStyle(anchor).scrollMarginTop) || 0;
      const delta = anchor.getBoundingClientRect().top - (offset - 1);
      if (Math.abs(delta) > 2 && rounds++ < 5) window.scrollBy({ top: delta, behavior: 'instant' });
      else stop();
    };
    const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    const stop = () => {
      window.removeEventListener('scrollend', settle);
      for (const type of inputs) window.removeEventListener(type, stop, true);
      window.clearTimeout(timer);
    };
    window.addEventListener('scrollend', settle);
    for (const type of inputs) window.addEventListener(type, stop, { capture: true, passive: true });
    const timer = window.setTimeout(stop, 5000);
    return stop;
  }, [navigationKey, hash, groups]);

  const Title = level === 3 ? 'h3' : 'h2';
  return (
    <List ref={listRef} style={{ height: virtualizer.getTotalSize() }} data-testid={testId}>
      <Probe ref={probeRef} aria-hidden="true" />
      {spans.map((span, i) => {
        const start = measured[span.first];
        const end = measured[span.last];
        const group = groups[i];
        if (!start || !end || !group) return null;
        return (
          <Anchor
            key={group.key}
            id={group.id}
            style={{ top: start.start - margin, height: end.end - start.start }}
            data-testid="group-anchor"
          />
        );
      })}
      <div style={{ transform: `translateY(${(items[0]?.start ?? margin) - margin}px)` }}>
        {items.map((item) => {
          const row = rows[item.index];
          const group = row && groups[row.section];
          if (!row || !group) return null;
          if (row.kind === 'title')
            return (
              <TitleRow key={item.key} data-index={item.index} data-row="title" ref={virtualizer.measureElement}>
                <MenuGroupTitle as={Title} id={group.titleId}>
                  {group.name}
                </MenuGroupTitle>
                {renderNotice?.(group)}
              </TitleRow>
            );
          return (
            <CardRow
              key={item.key}
              data-index={item.index}
              data-row="cards"
              ref={virtualizer.measureElement}
              $last={row.last}
            >
              {row.items.map((entry, i) => renderItem(entry, group, first && item.index === 1 && i === 0))}
            </CardRow>
          );
        })}
      </div>
    </List>
  );
}
