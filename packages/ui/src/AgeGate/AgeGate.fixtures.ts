import type { AgeGateLabels } from './AgeGate';

/** The storefront's Russian texts, for stories and tests. */
export const ageGateLabelsRu: AgeGateLabels = {
  title: '18+',
  text: 'Раздел содержит товары для взрослых. Вам уже исполнилось 18 лет?',
  yes: 'Да',
  no: 'Нет',
};
