// The kit's `Snackbar` the menu's "Добавлено" message loads the first time a dish is added from
// its card, and its `FilteredOutNotice` the first time filters hide a dish: not the first route's.
export { FilteredOutNotice, Snackbar } from '@tarelka/ui';
