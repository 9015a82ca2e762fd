import type { PromoCodeFieldLabels } from './PromoCodeField';

/** Russian texts of {@link PromoCodeField} for stories and tests. */
export const promoCodeFieldLabels: PromoCodeFieldLabels = {
  label: 'Промокод',
  apply: 'Применить',
  remove: 'Удалить',
  applied: (code) => `Промокод ${code} применён`,
};
