import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { GlobalStyle } from './GlobalStyle';
import { createTheme } from './theme';
import type { Branding } from './theme';

// The page's base CSS as a server render would ship it. (The browser behaviour — painted body,
// reduced motion — is asserted in GlobalStyle.stories.tsx, which runs in Chromium.)
function globalCss(branding: Branding = {}): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={createTheme(branding)}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('<GlobalStyle />', () => {
  it('paints the page in the theme colours of either scheme', () => {
    expect(globalCss()).toMatch(/body\{[^}]*background:#121417;color:#f2f4f5/);
    expect(globalCss({ scheme: 'light' })).toMatch(/body\{[^}]*background:#ffffff;color:#16181b/);
  });

  it('turns motion off for users who prefer reduced motion', () => {
    expect(globalCss()).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\{[^{]*\{animation-duration:0\.01ms!important;[^}]*transition-duration:0\.01ms!important/,
    );
  });
});
