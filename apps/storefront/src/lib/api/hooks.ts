/**
 * The storefront reads server data through the store's query hooks (`@tarelka/store/react`), and
 * catalog photos through {@link assetUrl}.
 */
import type { Position, Resto } from '@tarelka/api-client/contract';
import { apiUrl } from '../../config/tenant';

export type { DeliveryZone } from '@tarelka/api-client';
export type {
  City,
  ModifierGroup,
  Position,
  PositionGroup,
  PositionTimeSlot,
  Promotion,
  Resto,
} from '@tarelka/api-client/contract';
export {
  useCities,
  useCityZones,
  useMenuGroups,
  useMenuPositions,
  useModifiers,
  usePromotions,
  useResto,
  useRestos,
  useTimeSlots,
  type QueryView,
} from '@tarelka/store/react';
/** A menu of a resto (spec §3). */
export type Menu = Resto['menus'][number];
/** A photo of the catalog. */
export type Photo = Position['photos'][number];

/**
 * A catalog photo's URL: the API serves photos under its own origin.
 *
 * @example
 * assetUrl('/assets/demo/img/pizza.webp'); // 'http://127.0.0.1:8787/assets/demo/img/pizza.webp'
 */
export function assetUrl(src: string): string {
  return /^(https?:|data:)/.test(src) ? src : `${apiUrl.replace(/\/+$/, '')}${src.startsWith('/') ? '' : '/'}${src}`;
}
