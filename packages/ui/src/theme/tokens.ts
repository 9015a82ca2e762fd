// The theme's constant tokens, in a module of their own: the first route's code reads them (the
// mobile rule, media queries, layout sizes) while `createTheme` and its colour maths run at build
// time, so `pnpm size` does not count them.

/** The spec's default primary colour (§1). */
export const DEFAULT_PRIMARY = '#5bd0a4';

/** Breakpoints in px (spec §2): mobile is below `md`. */
export const breakpoints = { sm: 600, md: 840, lg: 1200 } as const;

/**
 * Mobile (spec §2) is a mobile user agent OR a window narrower than `md`. It is decided in one
 * place: `MOBILE_FLAG_SCRIPT` (theme.ts) (in the page's `<head>`, before the first paint) or
 * `watchMobile()` sets {@link MOBILE_ATTRIBUTE} on `<html>` and keeps it in step with the width;
 * `media.mobile` / `media.md` select on that attribute and `useIsMobile()` reads the same rule, so
 * CSS and JS never disagree (a tablet with a mobile user agent gets the mobile layout everywhere).
 */
export const MOBILE_ATTRIBUTE = 'data-mobile';
/** The width half of the mobile rule: narrower than `md`. */
export const MOBILE_QUERY = `(max-width: ${breakpoints.md - 0.02}px)`;
/** The user-agent half of the mobile rule. */
export const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/**
 * Media helpers for styled-components templates (`${media.md} { … }`). `mobile` and `md` (its
 * opposite, the desktop layout) follow the mobile rule through the `data-mobile` attribute, not
 * the width alone; `sm` and `lg` are plain widths.
 */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `html:not([${MOBILE_ATTRIBUTE}]) &`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  mobile: `html[${MOBILE_ATTRIBUTE}] &`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;

/** Layout heights in px from spec §2, and other layout constants. */
export const layout = {
  appBar: { desktop: 144, mobile: 64 },
  pageHeader: { desktop: 80, mobile: 56 },
  /** `desktopMenus`: desktop with several menus; `desktop`: one menu; `mobile`. */
  navigationBar: { desktopMenus: 120, desktop: 80, mobile: 56 },
  /** Promotion and restaurant images are 16:9. */
  mediaAspectRatio: '16 / 9',
  /** Minimum touch target in px. */
  touchTarget: 44,
  /** Modal max widths from the spec: location dialog, confirm popup, delivery conditions. */
  modalWidth: { lg: '56.25rem', md: '30rem', sm: '25rem' },
  contentMaxWidth: 1200,
} as const;
