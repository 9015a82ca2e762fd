import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { MenuGroupGrid, MenuGroupTitle } from '@tarelka/ui';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { menuRows } from '../utils/menu-rows';
import { MenuCard } from './MenuCard';
import type { SectionListProps } from './section-list';

const List = styled.div`
  position: relative;
  /* The virtualizer keeps the view steady when rows above it change size; the browser must not too. */
  overflow-anchor: none;
`;
/** Stands for a whole group (title to last row) so `#group-…` links and the navigation bar's observer find it. */
const Anchor = styled.div`
  position: absolute;
  left: 0;
  width: 1px;
  pointer-events: none;
  scroll-margin-top: var(--anchor-offset, 0px);
`;
/** An empty grid with the cards' columns: how many fit is read from it. */
const Probe = styled(MenuGroupGrid)`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: 0;
  visibility: hidden;
`;
const TitleRow = styled.div`
  display: flow-root;
  padding-top: 24px;
`;
const CardRow = styled(MenuGroupGrid)<{ $last: boolean }>`
  padding-bottom: ${({ $last }) => ($last ? 0 : 16)}px;
  ${({ theme }) => theme.media.mobile} {
    padding-bottom: ${({ $last }) => ($last ? 0 : 12)}px;
  }
`;

/** Estimated sizes before a row of that kind has been measured at this width. */
const INITIAL = { title: 70, cards: 320 };

/**
 * The groups of a large menu, windowed on the page's scroll (@tanstack/react-virtual): rows of
 * cards as wide as the grid's column count, only those near the viewport in the DOM. Each group
 * keeps an absolutely placed anchor with its `group-…` id spanning its rows, so hash links, the
 * navigation bar's active group and `scroll-margin-top` work as with the full render; a hash jump
 * is corrected once the scroll ends, as rows measured on the way may move the target.
 */
export default function WindowedSections({ sections, level, first, view, onOpen, notice, onLayout }: SectionListProps) {
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
    const observer = new ResizeObserver(update);
    observer.observe(probe);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const { rows, spans } = useMemo(
    () =>
      menuRows(
        sections.map((s) => ({ key: s.key, items: s.positions })),
        columns,
      ),
    [sections, columns],
  );
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
  const location = useLocation();
  const settledKeys = useRef(new Set<string>());
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id || !sections.some((s) => s.id === id) || settledKeys.current.has(location.key)) return;
    settledKeys.current.add(location.key);
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
  }, [location.key, location.hash, sections]);

  const Title = level === 3 ? 'h3' : 'h2';
  return (
    <List ref={listRef} style={{ height: virtualizer.getTotalSize() }} data-testid="menu-window">
      <Probe ref={probeRef} aria-hidden="true" />
      {spans.map((span, i) => {
        const start = measured[span.first];
        const end = measured[span.last];
        const section = sections[i];
        if (!start || !end || !section) return null;
        return (
          <Anchor
            key={section.key}
            id={section.id}
            style={{ top: start.start - margin, height: end.end - start.start }}
            data-testid="group-anchor"
          />
        );
      })}
      <div style={{ transform: `translateY(${(items[0]?.start ?? margin) - margin}px)` }}>
        {items.map((item) => {
          const row = rows[item.index];
          const section = row && sections[row.section];
          if (!row || !section) return null;
          if (row.kind === 'title')
            return (
              <TitleRow key={item.key} data-index={item.index} data-row="title" ref={virtualizer.measureElement}>
                <MenuGroupTitle as={Title} id={section.titleId}>
                  {section.name}
                </MenuGroupTitle>
                {notice(section)}
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
              {row.items.map((position, i) => (
                <MenuCard
                  key={position.id}
                  position={position}
                  adultGroup={section.adultGroup}
                  view={view}
                  onOpen={onOpen}
                  priority={first && item.index === 1 && i === 0}
                />
              ))}
            </CardRow>
          );
        })}
      </div>
    </List>
  );
}
