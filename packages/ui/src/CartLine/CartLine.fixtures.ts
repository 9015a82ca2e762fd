import type { CartLineLabels } from './CartLine';

/** Russian texts of {@link CartLine} for stories and tests. */
export const cartLineLabels: CartLineLabels = {
  remove: (name) => `Удалить «${name}» из корзины`,
  unavailable: 'Недоступно для заказа',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
};
