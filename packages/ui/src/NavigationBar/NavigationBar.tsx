import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { Tabs } from '../Tabs/Tabs';
import { useScrollSpy } from '../lib/use-scroll-spy';
import { Bar, GroupLink, Groups, MenusRow } from './NavigationBar.styles';

/** A menu group (section anchor) of the {@link NavigationBar}. */
export interface NavigationGroup {
  /** Id of the section element on the page (the link goes to `#id`). */
  id: string;
  /** Group name. */
  label: string;
}

/** A menu of the {@link NavigationBar} (desktop, when the resto has several). */
export interface NavigationMenu {
  /** Menu id. */
  id: string;
  /** Menu name. */
  label: string;
}

/** Props of {@link NavigationBar}. */
export interface NavigationBarProps {
  /** Accessible name of the bar. */
  label?: string;
  /** Menu groups in page order. */
  groups: readonly NavigationGroup[];
  /** The highlighted group; when omitted it follows scrolling (IntersectionObserver). */
  activeId?: string | null;
  /** Called when a group link is pressed; prevent the event to scroll yourself (e.g. with an offset). */
  onGroupClick?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Menus; a second row of tabs appears on desktop when there are two or more. */
  menus?: readonly NavigationMenu[];
  /** The current menu's id. */
  activeMenuId?: string;
  /** Called with a chosen menu's id. */
  onMenuChange?: (id: string) => void;
  /** Sticky offset from the top in px (the app bar's height when it sticks too). */
  $top?: number;
}

/**
 * The sticky bar of menu groups: 56 px on phones, 80 px on desktop and 120 px with several menus.
 * The current group is highlighted as the page scrolls and kept in view horizontally.
 *
 * @example
 * <NavigationBar groups={groups.map((g) => ({ id: `group-${g.id}`, label: g.name }))} $top={64} />
 */
export function NavigationBar({
  label = 'Разделы меню',
  groups,
  activeId,
  onGroupClick,
  menus = [],
  activeMenuId,
  onMenuChange,
  $top = 0,
}: NavigationBarProps) {
  const spied = useScrollSpy(activeId === undefined ? groups.map((group) => group.id) : [], $top + 56);
  const active = activeId === undefined ? spied : activeId;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`[data-group-id="${CSS.escape(active)}"]`) : null;
    if (!list || !link) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, left) });
  }, [active]);

  const several = menus.length > 1;
  return (
    <Bar aria-label={label} $top={$top} $menus={several}>
      {several && activeMenuId && onMenuChange && (
        <MenusRow>
          <Tabs
            label="Меню"
            variant="underline"
            items={menus.map((menu) => ({ value: menu.id, label: menu.label }))}
            value={activeMenuId}
            onValueChange={onMenuChange}
          />
        </MenusRow>
      )}
      <Groups ref={listRef}>
        {groups.map((group) => (
          <li key={group.id}>
            <GroupLink
              href={`#${group.id}`}
              data-group-id={group.id}
              aria-current={group.id === active ? 'true' : undefined}
              onClick={(event) => onGroupClick?.(group.id, event)}
            >
              {group.label}
            </GroupLink>
          </li>
        ))}
      </Groups>
    </Bar>
  );
}
