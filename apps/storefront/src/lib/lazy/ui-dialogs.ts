// The `@tarelka/ui` dialogs the lazy wrappers of `./ui` load: a chunk of their own.
export { AgeGate, Modal } from '@tarelka/ui';
