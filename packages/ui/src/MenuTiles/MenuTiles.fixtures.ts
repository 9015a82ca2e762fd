import { pictures } from '../testing/pictures';
import type { MenuTile } from './MenuTiles';

/** Three menus of a restaurant. */
export const menuTiles: MenuTile[] = [
  { id: '1', name: 'Кухня', href: '/menus/1', photo: pictures.pizza, count: '24 позиции' },
  { id: '2', name: 'Бар', href: '/menus/2', photo: pictures.ramen, count: '12 позиций' },
  { id: '3', name: 'Завтраки до полудня и бранчи по выходным', href: '/menus/3', count: '1 позиция' },
];
