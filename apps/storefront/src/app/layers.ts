import { matchPath, type Location } from 'react-router';

/** A location (or its parts) a layer was opened over. */
export type BackgroundLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** History state of a layer: the page beneath and where it came from. */
export interface LayerState {
  background?: BackgroundLocation;
  from?: 'home' | 'list';
}

/**
 * The page under a top layer (spec §2): the one it was opened over, or for a deep link the
 * natural parent: the menu page (mobile) or home (desktop) under a position, the promotions list
 * under a promotion. Null when the location is not a layer.
 *
 * @example
 * backgroundOf({ pathname: '/menus/1/positions/7', search: '', hash: '', state: null }, false); // { pathname: '/' … }
 */
export function backgroundOf(
  location: Pick<Location, 'pathname' | 'state'>,
  mobile: boolean,
): BackgroundLocation | null {
  const position = matchPath('/menus/:menuId/positions/:positionId', location.pathname);
  const promotion = matchPath('/promotions/:promotionId', location.pathname);
  if (!position && !promotion) return null;
  const state = (location.state ?? {}) as LayerState;
  if (state.background) return state.background;
  if (position) return { pathname: mobile ? `/menus/${position.params.menuId}` : '/', search: '', hash: '' };
  return { pathname: '/promotions', search: '', hash: '' };
}
