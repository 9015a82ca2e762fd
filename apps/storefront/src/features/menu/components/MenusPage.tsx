import { EmptyState, NavigationBar, VisuallyHidden } from '@tarelka/ui';
import { itemListViewed } from '@tarelka/store';
import { useAppDispatch, useRestoMenus } from '@tarelka/store/react';
import { useCallback, useEffect, useMemo, useReducer, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { useLinkNavigate } from '../../../lib/link-navigate';
import { MenuSearch } from './MenuSearch';
import { MenuSections } from './MenuSections';

/** Props of {@link MenusPage}. */
export interface MenusPageProps {
  /** Content above the menus (the promotions carousel on home). */
  top?: ReactNode;
  /** Only this menu (the mobile menu page); every menu otherwise. */
  menuId?: number;
}

/** With several menus the desktop navigation bar is taller: hash targets sit under all of it. */
const Page = styled(Container)<{ $menus: boolean }>`
  ${({ theme }) => theme.media.md} {
    --anchor-offset: ${({ theme, $menus }) =>
      $menus ? theme.layout.navigationBar.desktopMenus : theme.layout.navigationBar.desktop}px;
  }
`;
const Menu = styled.div`
  scroll-margin-top: var(--anchor-offset, 0px);
`;
const MenuTitle = styled.h2`
  margin: 32px 0 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

/**
 * The menus page: every menu of the chosen resto with its groups, under the kit's sticky
 * navigation bar that follows scrolling (desktop home; a row of menus when there are several),
 * or one menu (the mobile menu page).
 */
export function MenusPage({ top, menuId }: MenusPageProps) {
  const { t } = useTranslation();
  const { resto, menus, slots, error, refetch } = useRestoMenus(t('menu.other'));
  const shown = useMemo(() => (menuId == null ? menus : menus.filter((m) => m.menu.id === menuId)), [menus, menuId]);
  const several = shown.length > 1;
  // Stable between renders: the navigation bar re-observes its groups and the search re-indexes
  // its positions only when the menus change.
  const groups = useMemo(
    () =>
      shown.flatMap((m) =>
        m.sections.map((s) => ({
          id: `group-${s.group.menuId}-${s.group.id}`,
          label: s.group.name,
          menuId: `menu-${m.menu.id}`,
        })),
      ),
    [shown],
  );
  const navMenus = useMemo(() => shown.map((m) => ({ id: `menu-${m.menu.id}`, label: m.menu.name })), [shown]);
  const positions = useMemo(() => shown.flatMap((m) => m.sections.flatMap((s) => s.positions)), [shown]);
  // Bumped when a windowed list puts its group anchors in the document.
  const [layout, onLayout] = useReducer((n: number) => n + 1, 0);
  const follow = useLinkNavigate();
  // A jump is a hash on the same page, replacing the entry (the scroll rules smooth-scroll to it).
  const jump = useCallback(
    (id: string, event: MouseEvent<HTMLAnchorElement>) => follow({ hash: id }, event, { replace: true }),
    [follow],
  );
  const title = menuId != null ? (shown[0]?.menu.name ?? t('nav.menu')) : (resto?.name ?? t('nav.menu'));
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (positions.length > 0)
      dispatch(itemListViewed({ id: `menu-${menuId ?? 'all'}`, name: title, items: positions }));
  }, [dispatch, positions, menuId, title]);

  return (
    <>
      <VisuallyHidden as="h1">{title}</VisuallyHidden>
      {top}
      <Page $menus={several}>
        {error ? (
          <ErrorState error={error} retryLabel={t('app.retry')} onRetry={refetch} />
        ) : (
          <>
            {groups.length > 0 && (
              <NavigationBar
                labels={{ groups: t('nav.groups'), menus: t('menu.menus') }}
                groups={groups}
                menus={navMenus}
                onGroupClick={jump}
                onMenuClick={jump}
                end={<MenuSearch positions={positions} />}
                layoutKey={layout}
                testId="group-nav"
                $top="var(--app-bar-height, 0px)"
              />
            )}
            {shown.length === 0 && resto && <EmptyState title={t('menu.empty')} />}
            {shown.map((m, i) => (
              <Menu key={m.menu.id} id={`menu-${m.menu.id}`}>
                {several && <MenuTitle>{m.menu.name}</MenuTitle>}
                <MenuSections
                  sections={m.sections}
                  slots={slots}
                  timezone={resto?.timezone}
                  level={several ? 3 : 2}
                  first={i === 0}
                  onLayout={onLayout}
                />
              </Menu>
            ))}
          </>
        )}
      </Page>
    </>
  );
}
