// Every text the kit shows comes from its caller: these are this app's (Russian, as the demo's).
import type { CartSummaryLabels, PositionCardLabels } from '@tarelka/ui';

export const positionCardLabels = (name: string): PositionCardLabels => ({
  add: `Добавить «${name}» в корзину`,
  oldPrice: 'Старая цена',
  unavailable: 'Недоступно сейчас',
});

export const addLabel = 'В корзину';

export const cartSummaryLabels: CartSummaryLabels = {
  title: 'Ваш заказ',
  items: (count) => `Товары (${count})`,
  discount: 'Скидка',
  delivery: 'Доставка',
  free: 'Бесплатно',
  total: 'Итого',
  checkout: 'Оформить заказ',
};

export const errorLabels = { title: 'Что-то пошло не так', retry: 'Повторить' };

export const loadingLabel = 'Загружаем меню';

/** Units of a position's measure (the API sends 'g', 'pc', 'ml', 'cm'). */
export const measureUnits: Record<string, string> = { g: 'г', pc: 'шт', ml: 'мл', cm: 'см' };
