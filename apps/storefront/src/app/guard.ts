/** What the global guard needs to know about the app right now. */
export interface GuardContext {
  /** The app runs in its mobile form (below md or a mobile user agent). */
  mobile: boolean;
}

/**
 * The global guard (spec §2), run before a route renders: returns where to go instead, or null.
 * The mobile-only menu page sends desktop visitors to the desktop menus page at that menu; paths
 * that match no route go home.
 *
 * @example
 * guard('/menus/3', { mobile: false }); // '/#menu-3'
 */
export function guard(pathname: string, context: GuardContext, known: (pathname: string) => boolean): string | null {
  const menu = /^\/menus\/(\d+)\/?$/.exec(pathname);
  if (menu && !context.mobile) return `/#menu-${menu[1]}`;
  if (!known(pathname)) return '/';
  return null;
}
