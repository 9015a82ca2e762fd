import type { useTranslation } from 'react-i18next';
import checkout from '../../../locales/ru/checkout.json';
import extra from '../../../locales/ru/extra.json';
import { useLazyTranslation } from './lazy-strings';

/**
 * `useTranslation()` with the strings of the cart, sign-in, checkout and order result in place, and
 * the shared ones of `extra.json` they show (delivery conditions, confirmations, sign-in notes).
 */
export function useCheckoutTranslation(): ReturnType<typeof useTranslation> {
  return useLazyTranslation(checkout, extra);
}
