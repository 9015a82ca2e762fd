import type { MouseEvent, ReactNode } from 'react';
import { Image } from '../Image/Image';
import { Count, List, Tile, Title } from './MenuTiles.styles';

/** One menu as a tile. */
export interface MenuTile {
  /** Menu id. */
  id: string;
  /** Menu name. */
  name: string;
  /** Link to the menu's page. */
  href: string;
  /** A dish photo of the menu; none shows the fallback picture. */
  photo?: string;
  /** How many dishes, as text (e.g. '12 позиций'). */
  count: string;
}

/** Props of {@link MenuTiles}. */
export interface MenuTilesProps {
  /** The page's heading (h1), e.g. the restaurant's name. */
  title: string;
  /** Accessible name of the list, e.g. 'Меню'. */
  label: string;
  /** The menus. */
  menus: readonly MenuTile[];
  /** Called when a tile's link is pressed; prevent it to route yourself. */
  onOpen?: (menu: MenuTile, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Shown under the heading instead of the tiles, e.g. a failed load with a retry. */
  fallback?: ReactNode;
  /** Test id of each tile's link. */
  tileTestId?: string;
}

/**
 * The mobile home's menus (spec §2): a heading and the restaurant's menus as two columns of tiles,
 * each with a dish photo, the menu's name and its number of dishes.
 *
 * @example
 * <MenuTiles title="Тарелка на Тверской" label="Меню" menus={[{ id: '1', name: 'Кухня', href: '/menus/1', count: '12 позиций' }]} />
 */
export function MenuTiles({ title, label, menus, onOpen, fallback, tileTestId }: MenuTilesProps) {
  return (
    <>
      <Title>{title}</Title>
      {fallback ?? (
        <List aria-label={label}>
          {menus.map((menu) => (
            <li key={menu.id}>
              <Tile href={menu.href} data-testid={tileTestId} onClick={onOpen && ((event) => onOpen(menu, event))}>
                <Image src={menu.photo} alt="" width={320} height={240} aspectRatio="4 / 3" $fit="contain" />
                <span>{menu.name}</span>
                <Count>{menu.count}</Count>
              </Tile>
            </li>
          ))}
        </List>
      )}
    </>
  );
}
