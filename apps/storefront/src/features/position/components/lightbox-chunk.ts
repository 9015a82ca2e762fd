// The kit's `Lightbox`, re-exported so its code is a chunk of its own: it loads when a photo is
// first opened, not with the position detail.
export { Lightbox } from '@tarelka/ui';
