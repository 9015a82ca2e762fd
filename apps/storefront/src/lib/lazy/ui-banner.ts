// The `@tarelka/ui` platform app banner the lazy wrapper of `./ui` loads: a chunk of its own.
export { PlatformAppBanner } from '@tarelka/ui';
