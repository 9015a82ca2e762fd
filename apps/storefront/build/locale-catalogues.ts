/**
 * `virtual:locale/<lng>`: every catalogue file of a language (`locales/<lng>/*.json`) merged into
 * the one resource i18next takes, for a language that loads whole and lazily (en, cnr: see
 * src/lib/i18n/i18n.ts). The merge happens here, at build: the chunk holds one object, as the old
 * `en.ts` did, and no merging code ships. It is exported by the language's name
 * (`import('virtual:locale/en').then((m) => m.en)`): the bundler keeps an export's name in the
 * importer, and `m.default` would cost the first route bytes. Russian is not loaded this way: its
 * files ship with the screens that show them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** A catalogue file or a part of one: texts by key, nested. */
export type Strings = { [key: string]: string | Strings };

/**
 * `a` and `b` as one resource, nested objects merged: a language's files share top-level keys (the
 * app bar's `location.choose` is in app.json, the dialog's `location.title` in location.json).
 * scripts/check-i18n.mjs keeps the files free of clashing keys.
 *
 * @example
 * mergeStrings({ location: { choose: 'Choose' } }, { location: { title: 'Address' } });
 * // { location: { choose: 'Choose', title: 'Address' } }
 */
export function mergeStrings(a: Strings, b: Strings): Strings {
  const merged: Strings = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? mergeStrings(current, value) : value;
  }
  return merged;
}

/** The plugin serving `virtual:locale/<lng>` from `localesDir`. */
export function localeCatalogues(localesDir: string): Plugin {
  const prefix = 'virtual:locale/';
  return {
    name: 'tarelka-locale-catalogues',
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : null),
    load(resolved) {
      if (!resolved.startsWith(`\0${prefix}`)) return null;
      const language = resolved.slice(prefix.length + 1);
      if (!/^[a-z]+$/.test(language)) throw new Error(`${prefix}${language}: a language is lower-case letters`);
      const dir = join(localesDir, language);
      const files = readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => join(dir, file));
      files.forEach((file) => this.addWatchFile(file));
      const merged = files
        .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Strings)
        .reduce<Strings>(mergeStrings, {});
      return `export const ${language} = ${JSON.stringify(merged)};`;
    },
  };
}
