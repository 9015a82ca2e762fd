import type {} from './styled-theme';
import { ensureContrast, mix, readableOn, withAlpha } from './color';
import { breakpoints, DEFAULT_PRIMARY, layout, media, MOBILE_AGENT, MOBILE_ATTRIBUTE, MOBILE_QUERY } from './tokens';

export { breakpoints, DEFAULT_PRIMARY, layout, media, MOBILE_AGENT, MOBILE_ATTRIBUTE, MOBILE_QUERY } from './tokens';

/** Branding a tenant supplies; everything else in the theme is derived. */
export interface Branding {
  /** Primary colour as #rrggbb; the spec's default is #5bd0a4. */
  primary?: string;
  /** Colour scheme; dark by default (spec §1). */
  scheme?: 'dark' | 'light';
  /** CSS font-family stack for all text. */
  fontFamily?: string;
}

/**
 * The `<head>` script that applies the mobile rule before anything is painted (plain ES5): sets
 * `data-mobile` on `<html>` when the user agent is mobile or the window is narrower than `md`,
 * and again whenever the width crosses `md`.
 */
export const MOBILE_FLAG_SCRIPT = /* @__PURE__ */ mobileFlagScript();

function mobileFlagScript(): string {
  const attribute = JSON.stringify(MOBILE_ATTRIBUTE);
  return `(function(){var d=document.documentElement,u=${MOBILE_AGENT.toString()}.test(navigator.userAgent),m=window.matchMedia&&window.matchMedia(${JSON.stringify(MOBILE_QUERY)});function s(){if(u||(m?m.matches:window.innerWidth<${breakpoints.md}))d.setAttribute(${attribute},'');else d.removeAttribute(${attribute})}s();if(m&&m.addEventListener)m.addEventListener('change',s)})()`;
}

/**
 * Builds the styled-components theme from tenant branding: dark by default, with text/background
 * pairs that meet WCAG AA whatever the brand colour.
 *
 * @example
 * <ThemeProvider theme={createTheme({ primary: '#5bd0a4' })}><GlobalStyle />…</ThemeProvider>
 */
export function createTheme(branding: Branding = {}) {
  const dark = (branding.scheme ?? 'dark') === 'dark';
  const brand = branding.primary ?? DEFAULT_PRIMARY;
  // Mid-tone brand colours (e.g. #e53935) reach 4.5:1 with neither black nor white text: the fill
  // is nudged just enough; the default #5bd0a4 is used as is.
  const onPrimary = readableOn(brand);
  const primary = ensureContrast(brand, onPrimary);
  const background = dark ? '#121417' : '#ffffff';
  const surface = dark ? '#1c1f24' : '#f4f5f7';
  const surfaceRaised = dark ? '#262a31' : '#ffffff';
  const text = dark ? '#f2f4f5' : '#16181b';
  const danger = dark ? '#ff8a80' : '#c62828';
  return {
    scheme: dark ? ('dark' as const) : ('light' as const),
    colors: {
      /** The tenant's brand colour as given. */
      brand,
      /** Primary fill (the brand colour, adjusted only if text on it would fail AA). */
      primary,
      /** Text/icons on a primary fill. */
      onPrimary,
      /** Primary used as text or outline on the background or a surface (AA on both). */
      primaryText: ensureContrast(ensureContrast(brand, background), surface),
      primarySoft: withAlpha(brand, dark ? 0.16 : 0.14),
      background,
      surface,
      surfaceRaised,
      /** Hover/pressed tint of a surface. */
      surfaceHover: dark ? mix(surface, '#ffffff', 0.06) : mix(surface, '#000000', 0.04),
      text,
      textMuted: dark ? '#b4bac2' : '#4f5660',
      border: dark ? '#3a3f47' : '#d5d9de',
      /** Borders of form controls: 3:1 against surfaces (WCAG 1.4.11). */
      borderStrong: dark ? '#7d848e' : '#767d87',
      danger,
      onDanger: readableOn(danger),
      success: dark ? '#5bd0a4' : '#1b7a53',
      warning: dark ? '#ffcc66' : '#8a5a00',
      /** Scrim behind modals. */
      overlay: 'rgba(0, 0, 0, 0.6)',
      /** Lightbox background (opacity 0.8, spec §2). */
      lightbox: 'rgba(0, 0, 0, 0.8)',
      focus: dark ? '#ffffff' : '#16181b',
      skeleton: dark ? '#2a2e35' : '#e6e8eb',
    },
    typography: {
      fontFamily:
        branding.fontFamily ??
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
      /** Sizes in rem. */
      size: {
        xs: '0.75rem',
        sm: '0.875rem',
        md: '1rem',
        lg: '1.125rem',
        xl: '1.375rem',
        xxl: '1.75rem',
        display: '2.25rem',
      },
      lineHeight: { tight: 1.2, normal: 1.45 },
      weight: { regular: 400, medium: 500, bold: 700 },
    },
    /** Spacing scale in px. */
    space: { xxs: 4, xs: 8, sm: 12, md: 16, lg: 24, xl: 32, xxl: 48 },
    /** Corner radii in px. */
    radii: { sm: 8, md: 12, lg: 20, pill: 999 },
    elevation: {
      1: dark ? '0 1px 2px rgba(0,0,0,0.5)' : '0 1px 3px rgba(16,24,40,0.12)',
      2: dark ? '0 4px 12px rgba(0,0,0,0.55)' : '0 4px 12px rgba(16,24,40,0.14)',
      3: dark ? '0 12px 32px rgba(0,0,0,0.6)' : '0 12px 32px rgba(16,24,40,0.18)',
    },
    motion: {
      /** Durations in ms; the `media.reducedMotion` query turns them off. */
      duration: { fast: 120, normal: 200, slow: 300, lightboxShow: 300, lightboxHide: 200 },
      easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.3, 0, 1, 1)' },
    },
    zIndex: { sticky: 100, drawer: 300, modal: 400, toast: 500, tooltip: 600, splash: 700 },
    breakpoints,
    media,
    layout,
  };
}

/** The styled-components theme; `props.theme` in every styled component. */
export type Theme = ReturnType<typeof createTheme>;
