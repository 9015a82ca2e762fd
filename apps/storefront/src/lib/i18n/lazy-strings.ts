import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A catalogue file (`locales/<lng>/<ns>.json`) or a part of one: texts by key, nested. */
export type StringBundle = { readonly [key: string]: string | StringBundle };

const added = new WeakMap<I18n, WeakSet<StringBundle>>();

/**
 * Adds a Russian catalogue file (e.g. `locales/ru/checkout.json`) to `i18n`, once. Such files ship in
 * the chunks of the screens that show them, not in the first route's (`pnpm size`); other locales
 * load whole (`createI18n`). The tenant's own strings, added first, stay.
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
