import { createTheme, type Theme } from '@tarelka/ui';
import { useContext } from 'react';
import { ThemeContext } from 'styled-components';

const fallback = createTheme();

/** The styled-components theme, or the default one when the host set none. */
export function useMapTheme(): Theme {
  // useTheme() throws outside a ThemeProvider; the map should still draw there.
  const theme = useContext(ThemeContext) as Theme | undefined;
  return theme?.colors ? theme : fallback;
}
