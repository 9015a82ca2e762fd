// The kit's `Snackbar` the menu's "Добавлено" message loads the first time a dish is added from
// its card: a chunk of its own, not the first route's.
export { Snackbar } from '@tarelka/ui';
