import { MenuGroup, NavigationBar, PositionCard } from '../index';
import { ru } from './screens.fixtures';
import type { GroupFixture } from './screens.fixtures';

/** Props of {@link MenuSections}. */
export interface MenuSectionsProps {
  /** Menu groups with their dishes. */
  groups: readonly GroupFixture[];
  /** Currency of the prices. */
  currency: string;
  /** Called to open a dish. */
  onOpen?: (id: string) => void;
}

/** The menu's groups as sections of position cards. */
export function MenuSections({ groups, currency, onOpen = () => {} }: MenuSectionsProps) {
  return (
    <>
      {groups.map((group, groupIndex) => (
        <MenuGroup key={group.id} id={group.id} titleId={`${group.id}-title`} title={group.label}>
          {group.positions.map((position, index) => (
            <PositionCard
              key={position.id}
              position={position}
              href={`/menus/1/positions/${position.id}`}
              onOpen={onOpen}
              priority={groupIndex === 0 && index === 0}
              currency={currency}
              labels={ru.positionCard(position.name)}
            />
          ))}
        </MenuGroup>
      ))}
    </>
  );
}

/** Props of {@link MenuNavigation}. */
export interface MenuNavigationProps {
  /** Menu groups in page order. */
  groups: readonly GroupFixture[];
  /** The restaurant's menus. */
  menus: readonly { id: string; label: string }[];
  /** Sticky offset in px. */
  top?: number;
}

/** The sticky navigation bar over the menu groups, with a row of menus when there are several. */
export function MenuNavigation({ groups, menus, top = 0 }: MenuNavigationProps) {
  return (
    <NavigationBar
      labels={ru.navigationBar}
      groups={groups.map((group) => ({ id: group.id, label: group.label, menuId: menus[0]?.id }))}
      activeId={groups[0]?.id ?? null}
      menus={menus}
      activeMenuId={menus[0]?.id}
      $top={top}
    />
  );
}
