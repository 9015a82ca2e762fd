import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { createTheme } from '../theme/theme';
import type { Branding } from '../theme/theme';

/** Renders `ui` inside the kit's ThemeProvider (dark by default). */
export function renderWithTheme(ui: ReactElement, branding: Branding = {}, options?: RenderOptions) {
  const theme = createTheme(branding);
  return render(ui, {
    wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>,
    ...options,
  });
}
