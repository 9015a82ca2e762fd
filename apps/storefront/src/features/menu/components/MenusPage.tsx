import { useMemo, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../../components/Container/Container';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { useRestoMenus } from '../../../lib/api/use-resto-menus';
import { GroupNav } from './GroupNav';
import { MenuSearch } from './MenuSearch';
import { MenuSections } from './MenuSections';

/** Props of {@link MenusPage}. */
export interface MenusPageProps {
  /** Content above the menus (the promotions carousel on home). */
  top?: ReactNode;
  /** Only this menu (the mobile menu page); every menu otherwise. */
  menuId?: number;
}

const MenuTitle = styled.h2`
  margin: 32px 0 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;
const Hidden = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
const Empty = styled.p`
  padding: 48px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The menus page: every menu of the chosen resto with its groups, under a sticky navigation bar
 * that follows scrolling (desktop home), or one menu (the mobile menu page).
 */
export function MenusPage({ top, menuId }: MenusPageProps) {
  const { t } = useTranslation();
  const { resto, menus, slots, error, refetch } = useRestoMenus();
  const shown = useMemo(() => (menuId == null ? menus : menus.filter((m) => m.menu.id === menuId)), [menus, menuId]);
  const several = shown.length > 1;
  // Stable between renders: the navigation bar re-observes its groups and the search re-indexes
  // its positions only when the menus change.
  const items = useMemo(
    () =>
      shown.flatMap((m) =>
        m.sections.map((s) => ({ id: `group-${s.group.menuId}-${s.group.id}`, label: s.group.name })),
      ),
    [shown],
  );
  const positions = useMemo(() => shown.flatMap((m) => m.sections.flatMap((s) => s.positions)), [shown]);
  // Bumped when a windowed list puts its group anchors in the document.
  const [layout, onLayout] = useReducer((n: number) => n + 1, 0);
  const title = menuId != null ? (shown[0]?.menu.name ?? t('nav.menu')) : (resto?.name ?? t('nav.menu'));

  return (
    <>
      <Hidden>{title}</Hidden>
      {top}
      <Container>
        {error ? (
          <ErrorState error={error} retryLabel={t('app.retry')} onRetry={refetch} />
        ) : (
          <>
            {items.length > 0 && <GroupNav items={items} layout={layout} end={<MenuSearch positions={positions} />} />}
            {shown.length === 0 && resto && <Empty>{t('menu.empty')}</Empty>}
            {shown.map((m, i) => (
              <div key={m.menu.id} id={`menu-${m.menu.id}`}>
                {several && <MenuTitle>{m.menu.name}</MenuTitle>}
                <MenuSections
                  sections={m.sections}
                  slots={slots}
                  timezone={resto?.timezone}
                  level={several ? 3 : 2}
                  first={i === 0}
                  onLayout={onLayout}
                />
              </div>
            ))}
          </>
        )}
      </Container>
    </>
  );
}
