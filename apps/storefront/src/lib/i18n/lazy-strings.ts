import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A part of the Russian strings, keyed as in `ru.ts` (e.g. `locales/checkout.ru.ts`). */
export type StringBundle = Readonly<Record<string, unknown>>;

const added = new WeakMap<I18n, WeakSet<StringBundle>>();

/**
 * Adds a bundle of Russian strings to `i18n`, once. Such bundles ship in the chunks of the screens
 * that show them, not in the first route's (`pnpm size`); other locales load whole (`createI18n`).
 * The tenant's own strings, added first, stay.
 */
export function addStrings(i18n: I18n, bundle: StringBundle): void {
  let bundles = added.get(i18n);
  if (!bundles) added.set(i18n, (bundles = new WeakSet()));
  if (bundles.has(bundle)) return;
  bundles.add(bundle);
  i18n.addResourceBundle('ru', 'translation', bundle, true, false);
}

/** `useTranslation()` for a component that shows bundles' strings: they are in place before it renders. */
export function useLazyTranslation(...bundles: StringBundle[]): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  for (const bundle of bundles) addStrings(translation.i18n, bundle);
  return translation;
}
