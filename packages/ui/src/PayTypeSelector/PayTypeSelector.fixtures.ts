import type { PayTypeSelectorLabels } from './PayTypeSelector';

/** Russian texts of {@link PayTypeSelector} for stories and tests. */
export const payTypeSelectorLabels: PayTypeSelectorLabels = {
  legend: 'Способ оплаты',
  types: {
    CARD_ONLINE: 'Картой онлайн',
    CARD_UPON_RECEIPT: 'Картой при получении',
    CASH_UPON_RECEIPT: 'Наличными при получении',
  },
};
