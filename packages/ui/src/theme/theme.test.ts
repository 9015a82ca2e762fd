import { describe, expect, it } from 'vitest';
import { createTheme } from './theme';

// An independent WCAG 2.x contrast ratio, so the theme is checked against the standard, not itself.
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const brands = [undefined, '#ffcc00', '#1a237e', '#e53935', '#ffffff'];
const schemes = ['dark', 'light'] as const;

describe('createTheme', () => {
  it('is dark with the spec primary #5bd0a4 by default', () => {
    const theme = createTheme();
    expect(theme.scheme).toBe('dark');
    expect(theme.colors.primary).toBe('#5bd0a4');
  });

  it('has the spec breakpoints, layout heights and 16:9 media', () => {
    const { breakpoints, layout, media } = createTheme();
    expect(breakpoints).toEqual({ sm: 600, md: 840, lg: 1200 });
    expect(layout.appBar).toEqual({ desktop: 144, mobile: 64 });
    expect(layout.pageHeader).toEqual({ desktop: 80, mobile: 56 });
    expect(layout.navigationBar).toEqual({ desktopMenus: 120, desktop: 80, mobile: 56 });
    expect(layout.mediaAspectRatio).toBe('16 / 9');
    expect(layout.modalWidth).toEqual({ lg: '56.25rem', md: '30rem', sm: '25rem' });
    // Mobile and desktop follow the one mobile rule (the data-mobile flag), not the width alone.
    expect(media.md).toBe('html:not([data-mobile]) &');
    expect(media.mobile).toBe('html[data-mobile] &');
    expect(media.reducedMotion).toBe('@media (prefers-reduced-motion: reduce)');
  });

  it('has the lightbox timings of the spec', () => {
    const { motion, colors } = createTheme();
    expect(motion.duration.lightboxShow).toBe(300);
    expect(motion.duration.lightboxHide).toBe(200);
    expect(colors.lightbox).toBe('rgba(0, 0, 0, 0.8)');
  });

  describe.each(schemes)('%s scheme', (scheme) => {
    it.each(brands)('keeps text pairs at WCAG AA (4.5:1) with primary %s', (primary) => {
      const { colors: c } = createTheme({ scheme, primary });
      const pairs: [string, string, string][] = [
        ['text/background', c.text, c.background],
        ['text/surface', c.text, c.surface],
        ['text/surfaceRaised', c.text, c.surfaceRaised],
        ['textMuted/background', c.textMuted, c.background],
        ['textMuted/surface', c.textMuted, c.surface],
        ['textMuted/surfaceRaised', c.textMuted, c.surfaceRaised],
        ['primaryText/background', c.primaryText, c.background],
        ['primaryText/surface', c.primaryText, c.surface],
        ['onPrimary/primary', c.onPrimary, c.primary],
        ['danger/background', c.danger, c.background],
        ['danger/surface', c.danger, c.surface],
        ['onDanger/danger', c.onDanger, c.danger],
        ['background/text (tooltip)', c.background, c.text],
      ];
      for (const [name, fg, bg] of pairs) {
        expect(contrast(fg, bg), `${name} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('keeps control borders at 3:1 (non-text contrast)', () => {
      const { colors: c } = createTheme({ scheme });
      expect(contrast(c.borderStrong, c.surface)).toBeGreaterThanOrEqual(3);
      expect(contrast(c.borderStrong, c.background)).toBeGreaterThanOrEqual(3);
    });
  });
});
