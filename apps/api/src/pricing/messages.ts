import type { ErrorCode, Locale } from '@tarelka/api-client/contract';
import {
  CART_TOO_LARGE_MESSAGES,
  CART_TOO_LARGE_MESSAGES_EN,
  type CartSizeCheck,
  formatMoney,
  ORDER_SUM_MESSAGES,
  ORDER_SUM_MESSAGES_EN,
  promoCodeErrorMessage,
} from '@tarelka/domain';

type Text = { ru: string; en: string };

const TEXTS: Partial<Record<ErrorCode, Text>> = {
  'promo-code.order-sum-not-enough': {
    ru: 'Промокод действует при заказе от',
    en: 'The promo code is valid for orders from',
  },
  'resto.not-found': { ru: 'Заведение не найдено', en: 'Restaurant not found' },
  'resto.closed': {
    ru: 'Сейчас заказы не принимаются. Приходите в часы работы',
    en: 'Orders are not accepted now. Come during working hours',
  },
  'resto.doesnt-support-delivery': { ru: 'Заведение не доставляет заказы', en: 'The restaurant does not deliver' },
  'resto.doesnt-support-takeaway': { ru: 'В заведении нет самовывоза', en: 'The restaurant has no take-away' },
  'resto.doesnt-support-delivery-online-pay': {
    ru: 'Оплата картой онлайн при доставке недоступна',
    en: 'Online card payment is not available for delivery',
  },
  'resto.doesnt-support-delivery-card-pay': {
    ru: 'Оплата картой курьеру недоступна',
    en: 'Card payment upon delivery is not available',
  },
  'resto.doesnt-support-delivery-cash-pay': {
    ru: 'Оплата наличными курьеру недоступна',
    en: 'Cash payment upon delivery is not available',
  },
  'resto.doesnt-support-takeaway-online': {
    ru: 'Оплата картой онлайн при самовывозе недоступна',
    en: 'Online card payment is not available for take-away',
  },
  'resto.doesnt-support-takeaway-card-pay': {
    ru: 'Оплата картой при самовывозе недоступна',
    en: 'Card payment is not available for take-away',
  },
  'resto.doesnt-support-takeaway-cash-pay': {
    ru: 'Оплата наличными при самовывозе недоступна',
    en: 'Cash payment is not available for take-away',
  },
  'delivery.location-required': { ru: 'Укажите адрес доставки', en: 'Enter the delivery address' },
  'delivery.zone-not-found': { ru: 'Адрес не входит в зону доставки', en: 'The address is outside the delivery area' },
  'person-order.position-not-found-in-resto': {
    ru: 'Некоторые блюда недоступны в этом заведении',
    en: 'Some dishes are not available in this restaurant',
  },
  'person-order.position-not-available-now': {
    ru: 'Блюдо недоступно в это время',
    en: 'The dish is not available at this time',
  },
  'person-order.modifiers-invalid': { ru: 'Выберите добавки к блюду', en: 'Choose the options of the dish' },
  'person-order.empty': { ru: 'Добавьте блюда в корзину', en: 'Add dishes to the cart' },
  'order.slot-in-past': {
    ru: 'К этому времени заказ уже не успеть приготовить. Выберите другое время',
    en: 'The order cannot be ready by this time any more. Choose another time',
  },
  'order.slot-closed': {
    ru: 'В это время заведение не работает. Выберите другое время',
    en: 'The restaurant is closed at this time. Choose another time',
  },
  'order.slot-too-far': {
    ru: 'На это время заказы пока не принимаются. Выберите время ближе',
    en: 'Orders for this time are not accepted yet. Choose an earlier time',
  },
  'order.scheduled-orders-disabled': {
    ru: 'Заказы ко времени не принимаются',
    en: 'Orders for a later time are not accepted',
  },
};

/**
 * The message of `order.slot-position-unavailable`, naming the positions not sold at that time.
 *
 * @example
 * slotPositionsMessage([{ id: 3, name: 'Бизнес-ланч' }], 'ru'); // 'В это время недоступно: Бизнес-ланч'
 */
export function slotPositionsMessage(positions: ReadonlyArray<{ name: string }>, lang: Locale): string {
  const names = positions.map((p) => p.name).join(', ');
  return lang === 'en' ? `Not available at this time: ${names}` : `В это время недоступно: ${names}`;
}

/**
 * The message of an error code in the request's language. Promo code texts come from
 * `@tarelka/domain`; order sum texts carry the amount ('Минимальная сумма заказа 1 000 ₽').
 */
export function messageOf(code: ErrorCode, lang: Locale, amount?: number): string {
  const en = lang === 'en';
  const money = amount === undefined ? '' : ` ${formatMoney(amount, { locale: en ? 'en' : 'ru' })}`;
  if (code === 'delivery.order-sum-not-enough.range') {
    return (en ? ORDER_SUM_MESSAGES_EN : ORDER_SUM_MESSAGES).BELOW_MINIMUM + money;
  }
  if (code === 'delivery.order-sum-too-much.range') {
    return (en ? ORDER_SUM_MESSAGES_EN : ORDER_SUM_MESSAGES).ABOVE_MAXIMUM + money;
  }
  const promo = promoCodeErrorMessage(code);
  if (promo) return en ? promo.en : promo.ru;
  const text = TEXTS[code];
  return text ? (en ? text.en : text.ru) + money : code;
}

/** The message of `cart.total-too-large`: the limit the cart passed, a sum or a number of lines. */
export function cartTooLargeMessage(check: Extract<CartSizeCheck, { ok: false }>, lang: Locale): string {
  const en = lang === 'en';
  const text = (en ? CART_TOO_LARGE_MESSAGES_EN : CART_TOO_LARGE_MESSAGES)[check.reason];
  const limit =
    check.reason === 'SUM_TOO_LARGE' ? formatMoney(check.limit, { locale: en ? 'en' : 'ru' }) : String(check.limit);
  return `${text} ${limit}`;
}
