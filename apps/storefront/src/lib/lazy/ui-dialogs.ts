// The `@tarelka/ui` dialogs the lazy wrappers of `./ui` load: a chunk of their own.
export { Modal } from '@tarelka/ui';
export { AgeGate } from './age-gate';
