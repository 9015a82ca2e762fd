import type { ErrorCode, Locale } from '@tarelka/api-client/contract';
import {
  CART_TOO_LARGE_MESSAGES,
  CART_TOO_LARGE_MESSAGES_CNR,
  CART_TOO_LARGE_MESSAGES_EN,
  type CartSizeCheck,
  formatMoney,
  ORDER_SUM_MESSAGES,
  ORDER_SUM_MESSAGES_CNR,
  ORDER_SUM_MESSAGES_EN,
} from '@tarelka/domain';
import { AMOUNT_MESSAGES, errorMessage } from '../http/error-messages';

const ORDER_SUM = { ru: ORDER_SUM_MESSAGES, en: ORDER_SUM_MESSAGES_EN, cnr: ORDER_SUM_MESSAGES_CNR } as const;
const CART_TOO_LARGE = {
  ru: CART_TOO_LARGE_MESSAGES,
  en: CART_TOO_LARGE_MESSAGES_EN,
  cnr: CART_TOO_LARGE_MESSAGES_CNR,
} as const;
const SLOT_UNAVAILABLE = {
  ru: 'В это время недоступно:',
  en: 'Not available at this time:',
  cnr: 'U ovo vrijeme nije dostupno:',
} as const;

/**
 * The message of `order.slot-position-unavailable`, naming the positions not sold at that time.
 *
 * @example
 * slotPositionsMessage([{ id: 3, name: 'Бизнес-ланч' }], 'ru'); // 'В это время недоступно: Бизнес-ланч'
 */
export function slotPositionsMessage(positions: ReadonlyArray<{ name: string }>, lang: Locale): string {
  return `${SLOT_UNAVAILABLE[lang]} ${positions.map((p) => p.name).join(', ')}`;
}

/**
 * The message of an error code in the request's language (ru, en or cnr): the one table of
 * http/error-messages.ts, order sum texts with the amount ('Минимальная сумма заказа 1 000 ₽').
 */
export function messageOf(code: ErrorCode, lang: Locale, amount?: number): string {
  const money = amount === undefined ? '' : ` ${formatMoney(amount, { locale: lang })}`;
  if (code === 'delivery.order-sum-not-enough.range') return ORDER_SUM[lang].BELOW_MINIMUM + money;
  if (code === 'delivery.order-sum-too-much.range') return ORDER_SUM[lang].ABOVE_MAXIMUM + money;
  const text =
    code in AMOUNT_MESSAGES ? AMOUNT_MESSAGES[code as keyof typeof AMOUNT_MESSAGES][lang] : errorMessage(code, lang);
  return text === undefined ? code : text + money;
}

/** The message of `cart.total-too-large`: the limit the cart passed, a sum or a number of lines. */
export function cartTooLargeMessage(check: Extract<CartSizeCheck, { ok: false }>, lang: Locale): string {
  const text = CART_TOO_LARGE[lang][check.reason];
  const limit = check.reason === 'SUM_TOO_LARGE' ? formatMoney(check.limit, { locale: lang }) : String(check.limit);
  return `${text} ${limit}`;
}
