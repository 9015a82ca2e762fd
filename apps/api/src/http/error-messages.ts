// Every word right (issue 29): the text of each error code in the three languages the storefront
// speaks, chosen by the request's language (`requestLang`: `lang`, else Accept-Language, else ru).
// One table, read by the error reply layer (plugins/errors.ts) for every refusal whose text is
// fixed, and by the pricing messages (pricing/messages.ts) for the codes they build on.
import type { ErrorCode, Locale } from '@tarelka/api-client/contract';
import { PROMO_CODE_ERRORS } from '@tarelka/domain';

/** One text in Russian, English and Montenegrin (Latin script). */
export type Texts = Readonly<Record<Locale, string>>;

/**
 * The fixed texts of the error codes a customer reads, by code. Codes whose text carries a number
 * (seconds, tries left, an amount) are written where that number is known (auth/messages.ts,
 * pricing/messages.ts), in the same three languages; promo code texts are `@tarelka/domain`'s.
 * Refusals only a developer meets (auth.*, request.*, not-found…) keep their diagnostic English.
 */
export const ERROR_MESSAGES: Partial<Record<ErrorCode, Texts>> = {
  'resto.not-found': { ru: 'Заведение не найдено', en: 'Restaurant not found', cnr: 'Restoran nije pronađen' },
  'resto.closed': {
    ru: 'Сейчас заказы не принимаются. Приходите в часы работы',
    en: 'Orders are not accepted now. Come during working hours',
    cnr: 'Narudžbe se sada ne primaju. Dođite u radno vrijeme',
  },
  'resto.doesnt-support-delivery': {
    ru: 'Заведение не доставляет заказы',
    en: 'The restaurant does not deliver',
    cnr: 'Restoran ne dostavlja narudžbe',
  },
  'resto.doesnt-support-takeaway': {
    ru: 'В заведении нет самовывоза',
    en: 'The restaurant has no take-away',
    cnr: 'Restoran nema preuzimanje',
  },
  'resto.doesnt-support-delivery-online-pay': {
    ru: 'Оплата картой онлайн при доставке недоступна',
    en: 'Online card payment is not available for delivery',
    cnr: 'Plaćanje karticom online nije dostupno za dostavu',
  },
  'resto.doesnt-support-delivery-card-pay': {
    ru: 'Оплата картой курьеру недоступна',
    en: 'Card payment upon delivery is not available',
    cnr: 'Plaćanje karticom kuriru nije dostupno',
  },
  'resto.doesnt-support-delivery-cash-pay': {
    ru: 'Оплата наличными курьеру недоступна',
    en: 'Cash payment upon delivery is not available',
    cnr: 'Plaćanje gotovinom kuriru nije dostupno',
  },
  'resto.doesnt-support-takeaway-online': {
    ru: 'Оплата картой онлайн при самовывозе недоступна',
    en: 'Online card payment is not available for take-away',
    cnr: 'Plaćanje karticom online nije dostupno za preuzimanje',
  },
  'resto.doesnt-support-takeaway-card-pay': {
    ru: 'Оплата картой при самовывозе недоступна',
    en: 'Card payment is not available for take-away',
    cnr: 'Plaćanje karticom nije dostupno za preuzimanje',
  },
  'resto.doesnt-support-takeaway-cash-pay': {
    ru: 'Оплата наличными при самовывозе недоступна',
    en: 'Cash payment is not available for take-away',
    cnr: 'Plaćanje gotovinom nije dostupno za preuzimanje',
  },
  'delivery.location-required': {
    ru: 'Укажите адрес доставки',
    en: 'Enter the delivery address',
    cnr: 'Unesite adresu dostave',
  },
  'delivery.zone-not-found': {
    ru: 'Адрес не входит в зону доставки',
    en: 'The address is outside the delivery area',
    cnr: 'Adresa nije u zoni dostave',
  },
  'person-order.position-not-found-in-resto': {
    ru: 'Некоторые блюда недоступны в этом заведении',
    en: 'Some dishes are not available in this restaurant',
    cnr: 'Neka jela nijesu dostupna u ovom restoranu',
  },
  'person-order.position-not-available-now': {
    ru: 'Блюдо недоступно в это время',
    en: 'The dish is not available at this time',
    cnr: 'Jelo nije dostupno u ovo vrijeme',
  },
  'person-order.modifiers-invalid': {
    ru: 'Выберите добавки к блюду',
    en: 'Choose the options of the dish',
    cnr: 'Izaberite dodatke jelu',
  },
  'person-order.empty': { ru: 'Добавьте блюда в корзину', en: 'Add dishes to the cart', cnr: 'Dodajte jela u korpu' },
  'order.slot-in-past': {
    ru: 'К этому времени заказ уже не успеть приготовить. Выберите другое время',
    en: 'The order cannot be ready by this time any more. Choose another time',
    cnr: 'Narudžba se više ne može pripremiti do tog vremena. Izaberite drugo vrijeme',
  },
  'order.slot-closed': {
    ru: 'В это время заведение не работает. Выберите другое время',
    en: 'The restaurant is closed at this time. Choose another time',
    cnr: 'Restoran u to vrijeme ne radi. Izaberite drugo vrijeme',
  },
  'order.slot-too-far': {
    ru: 'На это время заказы пока не принимаются. Выберите время ближе',
    en: 'Orders for this time are not accepted yet. Choose an earlier time',
    cnr: 'Za to vrijeme se narudžbe još ne primaju. Izaberite raniji termin',
  },
  'order.scheduled-orders-disabled': {
    ru: 'Заказы ко времени не принимаются',
    en: 'Orders for a later time are not accepted',
    cnr: 'Narudžbe za kasnije vrijeme se ne primaju',
  },
  'order.not-found': { ru: 'Заказ не найден', en: 'Order not found', cnr: 'Narudžba nije pronađena' },
  'phone.invalid': { ru: 'Укажите корректный номер', en: 'Enter a valid phone number', cnr: 'Unesite ispravan broj' },
  'captcha.invalid': {
    ru: 'Проверка капчи не пройдена',
    en: 'The captcha check failed',
    cnr: 'Provjera captcha nije uspjela',
  },
  // Spec §8: one message for both causes (the provider refused, or could not be reached).
  'sms.send-failed': {
    ru: 'Ошибка при попытке отправить СМС-код',
    en: 'Could not send the SMS code',
    cnr: 'Greška pri slanju SMS koda',
  },
  'sms.code-attempts-exhausted': {
    ru: 'Попытки ввода этого кода исчерпаны. Запросите новый код',
    en: 'No tries left for this code. Ask for a new one',
    cnr: 'Pokušaji za ovaj kod su iskorišćeni. Zatražite novi kod',
  },
  'sms.code-not-found': {
    ru: 'Код для этого номера не найден. Запросите новый код',
    en: 'No code was sent to this number, or it has expired. Ask for a new one',
    cnr: 'Kod za ovaj broj nije pronađen. Zatražite novi kod',
  },
  'server.overloaded': {
    ru: 'Сервер перегружен. Повторите позже',
    en: 'The server is busy. Try again later',
    cnr: 'Server je preopterećen. Pokušajte kasnije',
  },
  // Spec §8's general message.
  'server.error': {
    ru: 'Не удалось выполнить запрос',
    en: 'The request could not be completed',
    cnr: 'Zahtjev nije izvršen',
  },
};

/** Texts an amount follows ('Промокод действует при заказе от 1 000 ₽'), by code: pricing/messages.ts adds it. */
export const AMOUNT_MESSAGES = {
  'promo-code.order-sum-not-enough': {
    ru: 'Промокод действует при заказе от',
    en: 'The promo code is valid for orders from',
    cnr: 'Promo kod važi za narudžbe od',
  },
} as const satisfies Partial<Record<ErrorCode, Texts>>;

/**
 * The text of an error code in a language: the table's, else the promo code's of
 * `@tarelka/domain`, else undefined (the caller's own message stands).
 *
 * @example
 * errorMessage('resto.not-found', 'cnr'); // 'Restoran nije pronađen'
 */
export function errorMessage(code: string, lang: Locale): string | undefined {
  const texts = (ERROR_MESSAGES as Record<string, Texts | undefined>)[code];
  if (texts) return texts[lang];
  const promo = (PROMO_CODE_ERRORS as Record<string, { ru: string; en: string; cnr: string } | undefined>)[code];
  return promo?.[lang];
}
