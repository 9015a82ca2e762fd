import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { checkoutRu } from './locales/checkout.ru';

const added = new WeakSet<I18n>();

/**
 * Adds the Russian strings of the cart, sign-in, checkout and order result to `i18n`, once. They
 * ship in the chunks of the screens that show them, not in the first route's (`pnpm size`); other
 * locales load whole (`createI18n`). The tenant's own strings, added first, stay.
 */
export function addCheckoutStrings(i18n: I18n): void {
  if (added.has(i18n)) return;
  added.add(i18n);
  i18n.addResourceBundle('ru', 'translation', checkoutRu, true, false);
}

/** `useTranslation()` for a component that shows those strings: they are in place before it renders. */
export function useCheckoutTranslation(): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  addCheckoutStrings(translation.i18n);
  return translation;
}
