import type { ConfirmPopupLabels } from './ConfirmPopup';

/** The spec's Russian texts (§2), for stories and tests. */
export const confirmLabelsRu: ConfirmPopupLabels = { title: 'Подтвердить?', cancel: 'Отмена', confirm: 'Ок' };
