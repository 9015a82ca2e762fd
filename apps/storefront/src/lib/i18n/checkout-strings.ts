import type { useTranslation } from 'react-i18next';
import { useLazyTranslation } from './lazy-strings';
import { checkoutRu } from './locales/checkout.ru';

/** `useTranslation()` with the strings of the cart, sign-in, checkout and order result in place. */
export function useCheckoutTranslation(): ReturnType<typeof useTranslation> {
  return useLazyTranslation(checkoutRu);
}
