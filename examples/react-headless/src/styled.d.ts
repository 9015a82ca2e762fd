import type { Theme } from '@tarelka/ui';

// Types `props.theme` in this app's styled templates as the kit's theme (spacing, colours, media).
// The published @tarelka/ui types do not carry this augmentation, so an app declares it once.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
