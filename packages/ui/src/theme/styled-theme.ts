import type { Theme } from './theme';

// Types `props.theme` in every styled component; imported by theme.ts so that consumers type-checking
// this package's source (the storefront) see the augmentation too.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
