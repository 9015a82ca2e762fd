import type { useTranslation } from 'react-i18next';
import { useLazyTranslation } from './lazy-strings';
import { checkoutRu } from './locales/checkout.ru';
import { extraRu } from './locales/extra.ru';

/**
 * `useTranslation()` with the strings of the cart, sign-in, checkout and order result in place, and
 * the shared ones of `extra.ru.ts` they show (delivery conditions, confirmations, sign-in notes).
 */
export function useCheckoutTranslation(): ReturnType<typeof useTranslation> {
  return useLazyTranslation(checkoutRu, extraRu);
}
