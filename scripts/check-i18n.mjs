// Every word right (issue 29): the storefront's catalogues (apps/storefront/locales/<lng>/<ns>.json)
// say the same things in every language. Against Russian, the base and fallback, each other
// language must have the same files, every key and no other, the same {{interpolation}} variables
// per key, and each plural key in exactly the forms its language has. A language's files merge
// into one i18next namespace at run time, so one key in two of its files is an error too.
//
//   node scripts/check-i18n.mjs [locales-dir]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The base language: the one written first, the app's fallback, the one others are checked against. */
export const BASE_LANGUAGE = 'ru';

/**
 * The plural forms each language's plural keys must have (i18next's `_zero`, `_one`, `_few`…
 * suffixes): the CLDR cardinal categories, chosen with `Intl.PluralRules`, and for Russian the
 * spec's zero as well (§3: "Russian plural forms: 4 (zero, one, few, many)"; i18next takes `_zero`
 * for a count of 0, so 'Нет блюд' instead of '0 блюд'); `other` stays for fractions. Montenegrin
 * has no CLDR data of its own; `Intl.PluralRules('cnr')` resolves to Serbian, whose rules
 * Montenegrin shares. A language missing here takes its categories from `Intl.PluralRules`.
 * `_zero` is allowed in every language.
 */
export const PLURAL_FORMS = {
  ru: ['zero', 'one', 'few', 'many', 'other'],
  en: ['one', 'other'],
  cnr: ['one', 'few', 'other'],
};

const SEP = '\u0000';
/** A key as i18next's `t()` takes it. */
const show = (key) => key.replaceAll(SEP, '.');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** i18next's `{{name}}`, `{{- name}}` (unescaped) and `{{name, format}}`. */
const INTERPOLATION = /\{\{-?\s*([^\s,}]+)[^}]*\}\}/g;
/** i18next's nesting, `$t(key)` or `$t(key, {…})`. */
const NESTING = /\$t\(([^,)]+)/g;

/** The plural categories of `language`. */
export function pluralForms(language) {
  return PLURAL_FORMS[language] ?? new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/**
 * The entries of one catalogue file: text by plural form ('' for a plain key) by key, the key with
 * its plural form folded away. A key is its path of property names joined with SEP, since a name
 * may hold a dot itself (`meta["description.menu"]`, which i18next finds as `meta.description.menu`).
 */
function entriesOf(resource, problems, where, prefix = []) {
  const entries = new Map();
  for (const [name, value] of Object.entries(resource)) {
    const path = [...prefix, name];
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, entry] of entriesOf(value, problems, where, path)) entries.set(key, entry);
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(
        `${where}: ${show(path.join(SEP))}: must be a string (plurals, interpolation and nesting cover the rest)`,
      );
      continue;
    }
    const form = PLURAL_SUFFIX.exec(name)?.[1] ?? '';
    const key = [...prefix, form ? name.slice(0, -form.length - 1) : name].join(SEP);
    if (!entries.has(key)) entries.set(key, new Map());
    entries.get(key).set(form, value);
  }
  return entries;
}

const variablesOf = (forms) =>
  [...new Set([...forms.values()].flatMap((text) => [...text.matchAll(INTERPOLATION)].map((m) => m[1])))].sort();
const isPlural = (forms) => [...forms.keys()].some((form) => form !== '');
const list = (items) => items.join(', ') || 'none';

/**
 * The problems of a set of catalogues, one line each (empty when they agree).
 *
 * @param {Record<string, Record<string, object>>} catalogues language → namespace (file) → resource
 * @param {(language: string, namespace: string) => string} [fileName] how a problem names a file
 * @example
 * checkCatalogues({ ru: { app: { hi: 'Привет, {{name}}' } }, en: { app: { hi: 'Hi' } } });
 * // ['en/app.json: hi: interpolates {{}} none, ru has name']
 */
export function checkCatalogues(catalogues, fileName = (language, namespace) => `${language}/${namespace}.json`) {
  const problems = [];
  const base = catalogues[BASE_LANGUAGE];
  if (!base) return [`no ${BASE_LANGUAGE} catalogue: it is the base every other language is checked against`];

  /** language → namespace → entries; each language's keys across its files, for clashes and nesting. */
  const parsed = {};
  for (const [language, namespaces] of Object.entries(catalogues)) {
    parsed[language] = {};
    const owner = new Map();
    for (const [namespace, resource] of Object.entries(namespaces)) {
      const entries = entriesOf(resource, problems, fileName(language, namespace));
      parsed[language][namespace] = entries;
      for (const key of entries.keys()) {
        const clash = [...owner].find(
          ([other]) => other === key || key.startsWith(other + SEP) || other.startsWith(key + SEP),
        );
        if (clash) {
          problems.push(
            `${fileName(language, namespace)}: ${show(key)}: clashes with ${show(clash[0])} of ${fileName(language, clash[1])}`,
          );
        }
        owner.set(key, namespace);
      }
    }
    // Nesting must point at a key the language has.
    const shown = new Set([...owner.keys()].map(show));
    for (const [namespace, entries] of Object.entries(parsed[language])) {
      for (const [key, forms] of entries) {
        for (const text of forms.values()) {
          for (const [, target] of text.matchAll(NESTING)) {
            if (!shown.has(target.trim().replace(PLURAL_SUFFIX, ''))) {
              problems.push(
                `${fileName(language, namespace)}: ${show(key)}: nests $t(${target.trim()}), which does not exist`,
              );
            }
          }
        }
      }
    }
  }

  for (const [language, namespaces] of Object.entries(parsed)) {
    const required = pluralForms(language);
    const allowed = new Set([...required, 'zero']);
    for (const [namespace, entries] of Object.entries(namespaces)) {
      const where = fileName(language, namespace);
      // Plural keys carry the language's forms, all of them (`_zero` is i18next's optional extra).
      for (const [key, forms] of entries) {
        if (!isPlural(forms)) continue;
        if (forms.has('')) problems.push(`${where}: ${show(key)}: is both a plain key and a plural one`);
        const missing = required.filter((form) => !forms.has(form));
        const foreign = [...forms.keys()].filter((form) => form && !allowed.has(form));
        if (missing.length > 0) problems.push(`${where}: ${show(key)}: lacks the plural form(s) ${list(missing)}`);
        if (foreign.length > 0)
          problems.push(`${where}: ${show(key)}: has plural form(s) ${list(foreign)}, not used in ${language}`);
      }
      if (language === BASE_LANGUAGE) continue;
      const baseEntries = parsed[BASE_LANGUAGE][namespace];
      if (!baseEntries) {
        problems.push(`${where}: has no ${fileName(BASE_LANGUAGE, namespace)} to translate`);
        continue;
      }
      for (const key of entries.keys()) {
        if (!baseEntries.has(key))
          problems.push(`${where}: ${show(key)}: is not in ${fileName(BASE_LANGUAGE, namespace)}`);
      }
      for (const [key, baseForms] of baseEntries) {
        const forms = entries.get(key);
        if (!forms) {
          problems.push(`${where}: ${show(key)}: missing (${fileName(BASE_LANGUAGE, namespace)} has it)`);
          continue;
        }
        if (isPlural(baseForms) !== isPlural(forms)) {
          problems.push(
            `${where}: ${show(key)}: ${isPlural(forms) ? 'is' : 'is not'} a plural key, unlike ${BASE_LANGUAGE}'s`,
          );
        }
        const [theirs, ours] = [variablesOf(baseForms), variablesOf(forms)];
        if (theirs.join() !== ours.join()) {
          problems.push(
            `${where}: ${show(key)}: interpolates {{}} ${list(ours)}, ${BASE_LANGUAGE} has ${list(theirs)}`,
          );
        }
      }
    }
    if (language === BASE_LANGUAGE) continue;
    for (const namespace of Object.keys(parsed[BASE_LANGUAGE])) {
      if (!namespaces[namespace])
        problems.push(`${fileName(language, namespace)}: missing (${fileName(BASE_LANGUAGE, namespace)} has it)`);
    }
  }
  return problems;
}

/** The catalogues of `dir` (`<lng>/<ns>.json`), parsed; a file that is not JSON throws with its path. */
export function readCatalogues(dir) {
  const catalogues = {};
  for (const language of readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory())) {
    catalogues[language] = {};
    for (const file of readdirSync(join(dir, language)).filter((name) => name.endsWith('.json'))) {
      const path = join(dir, language, file);
      try {
        catalogues[language][file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path, 'utf8'));
      } catch (error) {
        throw new Error(`${path}: ${error.message}`, { cause: error });
      }
    }
  }
  return catalogues;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? join(root, 'apps/storefront/locales');
  if (!existsSync(dir)) {
    console.error(`check-i18n: ${dir} does not exist`);
    process.exit(1);
  }
  const catalogues = readCatalogues(dir);
  const problems = checkCatalogues(catalogues, (language, namespace) =>
    relative(root, join(dir, language, `${namespace}.json`)),
  );
  if (problems.length > 0) {
    console.error(
      `check-i18n: ${problems.length} problem(s) in the catalogues:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`check-i18n: ${Object.keys(catalogues).join(', ')} agree`);
}
