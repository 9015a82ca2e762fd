import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled from 'styled-components';

/** One link of the navigation bar. */
export interface GroupNavItem {
  /** The section element id the link jumps to. */
  id: string;
  label: string;
}

/** Props of {@link GroupNav}. */
export interface GroupNavProps {
  items: GroupNavItem[];
  /** Extra controls at the end (search). */
  end?: React.ReactNode;
  /** Changes when the group elements were replaced (a windowed menu placed its anchors): observe again. */
  layout?: number;
}

const Bar = styled.nav`
  position: sticky;
  top: var(--app-bar-height, 0px);
  z-index: ${({ theme }) => theme.zIndex.sticky - 1};
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${({ theme }) => theme.layout.navigationBar.desktop}px;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    height: ${({ theme }) => theme.layout.navigationBar.mobile}px;
  }
`;
const List = styled.ul`
  flex: 1;
  display: flex;
  gap: 8px;
  margin: 0;
  padding: 0 2px;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Link = styled(RouterLink)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  white-space: nowrap;
  text-decoration: none;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
`;

/** The sticky navigation bar of a menu's groups; the current group follows scrolling. */
export function GroupNav({ items, end, layout = 0 }: GroupNavProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(items[0]?.id ?? '');
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.set(entry.target.id, entry.boundingClientRect.top);
          else visible.delete(entry.target.id);
        }
        const topmost = [...visible.entries()].sort((a, b) => a[1] - b[1])[0];
        if (topmost) setActive(topmost[0]);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const item of items) {
      const element = document.getElementById(item.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [items, layout]);

  useEffect(() => {
    const link = listRef.current?.querySelector<HTMLElement>(`[data-id="${active}"]`);
    const list = listRef.current;
    if (link && list)
      list.scrollTo({ left: link.offsetLeft - list.clientWidth / 2 + link.clientWidth / 2, behavior: 'smooth' });
  }, [active]);

  return (
    <Bar aria-label={t('nav.groups')} data-testid="group-nav">
      <List ref={listRef}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={{ hash: item.id }}
              replace
              data-id={item.id}
              $active={item.id === active}
              aria-current={item.id === active ? 'true' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </List>
      {end}
    </Bar>
  );
}
