import { useEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useScrollSpy } from '../lib/use-scroll-spy';
import { Bar, GroupLink, Groups, MenuLink, Menus, Row } from './NavigationBar.styles';

/** A menu group (section anchor) of the {@link NavigationBar}. */
export interface NavigationGroup {
  /** Id of the section element on the page (the link goes to `#id`). */
  id: string;
  /** Group name. */
  label: string;
  /** Id of the menu (a {@link NavigationMenu}'s `id`) the group belongs to. */
  menuId?: string;
}

/** A menu of the {@link NavigationBar} (desktop, when the resto has several). */
export interface NavigationMenu {
  /** Id of the menu's element on the page (the link goes to `#id`). */
  id: string;
  /** Menu name. */
  label: string;
}

/** Texts of {@link NavigationBar}. */
export interface NavigationBarLabels {
  /** Accessible name of the bar, e.g. 'Разделы меню'. */
  groups: string;
  /** Accessible name of the menus row, e.g. 'Меню'. */
  menus: string;
}

/** Props of {@link NavigationBar}. */
export interface NavigationBarProps {
  /** Texts (accessible names). */
  labels: NavigationBarLabels;
  /** Menu groups in page order. */
  groups: readonly NavigationGroup[];
  /** The highlighted group; when omitted it follows scrolling (IntersectionObserver). */
  activeId?: string | null;
  /** Called when a group link is pressed; prevent the event to navigate yourself (a router). */
  onGroupClick?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Menus; with two or more, a row of menu links above the groups on desktop (the bar is 120 px). */
  menus?: readonly NavigationMenu[];
  /** The highlighted menu; by default the menu of the highlighted group. */
  activeMenuId?: string;
  /** Called when a menu link is pressed; prevent the event to navigate yourself. */
  onMenuClick?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Controls at the end of the groups row (a search button). */
  end?: ReactNode;
  /** Change it when the group sections were replaced (a windowed list placed its anchors): they are observed again. */
  layoutKey?: number | string;
  /** Test id of the bar. */
  testId?: string;
  /** Sticky offset from the top: px, or a CSS length such as `var(--app-bar-height)`. */
  $top?: number | string;
}

/** Where sections start to count as current, px from the top: below the tallest bars (64 + 56, 120). */
const SPY_OFFSET = 128;

/**
 * The sticky bar of menu groups: 56 px on phones, 80 px on desktop and 120 px on desktop with
 * several menus (a row of menu links above the groups). The current group follows scrolling (the
 * first section below the bar, observed again when `layoutKey` changes, so windowed lists work)
 * and is kept in view horizontally; its menu is marked too.
 *
 * @example
 * <NavigationBar labels={{ groups: 'Разделы меню', menus: 'Меню' }} groups={groups} $top={64} />
 */
export function NavigationBar({
  labels,
  groups,
  activeId,
  onGroupClick,
  menus = [],
  activeMenuId,
  onMenuClick,
  end,
  layoutKey,
  testId,
  $top = 0,
}: NavigationBarProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const spied = useScrollSpy(activeId === undefined ? groups.map((group) => group.id) : [], SPY_OFFSET, layoutKey);
  const active = activeId === undefined ? (spied ?? groups[0]?.id ?? null) : activeId;

  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`[data-id="${CSS.escape(active)}"]`) : null;
    if (!list || !link) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo?.({ left: Math.max(0, left) });
  }, [active]);

  const several = menus.length > 1;
  const menu = activeMenuId ?? groups.find((group) => group.id === active)?.menuId ?? menus[0]?.id;
  return (
    <Bar aria-label={labels.groups} data-testid={testId} $top={$top} $menus={several}>
      {several && (
        <Menus aria-label={labels.menus}>
          {menus.map((item) => (
            <li key={item.id}>
              <MenuLink
                href={`#${item.id}`}
                aria-current={item.id === menu ? 'true' : undefined}
                onClick={(event) => onMenuClick?.(item.id, event)}
              >
                {item.label}
              </MenuLink>
            </li>
          ))}
        </Menus>
      )}
      <Row>
        <Groups ref={listRef}>
          {groups.map((group) => (
            <li key={group.id}>
              <GroupLink
                href={`#${group.id}`}
                data-id={group.id}
                aria-current={group.id === active ? 'true' : undefined}
                onClick={(event) => onGroupClick?.(group.id, event)}
              >
                {group.label}
              </GroupLink>
            </li>
          ))}
        </Groups>
        {end}
      </Row>
    </Bar>
  );
}
