// @vitest-environment node
// The trims of lean-deps.ts on the installed react-router, styled-components and i18next: if an upgrade
// changes the code they match, this fails before `pnpm size` does.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { leanI18nextCode, leanReactRouterCode, leanStyledComponentsCode } from './lean-deps';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const lines = (code: string) => code.split('\n').length;

describe('leanReactRouterCode', () => {
  const dir = join(packageDir('react-router'), 'dist/production');
  // The shared chunk the entry points re-export (its hashed name changes with each version).
  const code = readdirSync(dir)
    .filter((file) => /^chunk-.*\.mjs$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .find((text) => text.includes('var NavLink ='));
  if (code === undefined) throw new Error(`no chunk of ${dir} defines NavLink`);

  it('marks the top-level components and contexts pure and drops their display names', () => {
    const lean = leanReactRouterCode(code);
    expect(code).toMatch(/^NavLink\.displayName = "NavLink";$/m);
    expect(lean).not.toMatch(/^[\w$.]+\.displayName = "/m);
    for (const name of ['Link', 'NavLink', 'Form', 'DataRouterContext', 'LocationContext']) {
      expect(lean).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.`, 'm'));
    }
  });

  it('keeps every line where it was', () => {
    expect(lines(leanReactRouterCode(code))).toBe(lines(code));
  });
});

describe('leanStyledComponentsCode', () => {
  const code = readFileSync(join(packageDir('styled-components'), 'dist/styled-components.browser.esm.js'), 'utf8');

  it('leaves the vendor prefixer unreached, and the rest of the stylis chain as it was', () => {
    const lean = leanStyledComponentsCode(code);
    expect(code).toContain('.prefixer)');
    expect(lean).not.toContain('.prefixer');
    expect(code.length - lean.length).toBeLessThan(40);
    expect(lines(lean)).toBe(lines(code));
  });
});

describe('leanI18nextCode', () => {
  const code = readFileSync(join(packageDir('i18next'), 'dist/esm/i18next.js'), 'utf8');
  const lean = leanI18nextCode(code);

  /** i18next's module as the build bundles it, trimmed. */
  async function leanI18next(): Promise<I18n> {
    const file = join(mkdtempSync(join(tmpdir(), 'lean-i18next-')), 'i18next.mjs');
    writeFileSync(file, lean);
    const module = (await import(pathToFileURL(file).href)) as { default: I18n };
    return module.default;
  }

  it('leaves the built-in formatter and the support notice unreached, every line where it was', () => {
    expect(code).toMatch(/^\s*formatter = Formatter;$/m);
    expect(lean).not.toMatch(/= Formatter;/);
    expect(code).toContain('this.options.showSupportNotice !== false &&');
    expect(lean).not.toContain('this.options.showSupportNotice !== false &&');
    expect(lines(lean)).toBe(lines(code));
  });

  it('translates as before: plurals, interpolation, a lazily loaded language, resources added', async () => {
    const i18next = await leanI18next();
    const instance = i18next.createInstance();
    await instance
      .use({
        type: 'backend',
        init() {},
        read(_language: string, _namespace: string, callback: (error: null, data: object) => void) {
          callback(null, { greeting: 'Hello, {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' });
        },
      })
      .init({
        lng: 'ru',
        fallbackLng: 'ru',
        supportedLngs: ['ru', 'en'],
        partialBundledLanguages: true,
        resources: {
          ru: {
            translation: {
              greeting: 'Привет, {{name}}',
              items_one: '{{count}} позиция',
              items_few: '{{count}} позиции',
              items_many: '{{count}} позиций',
              // A format in a text: with no formatter the value is written as it is.
              price: 'Цена: {{value, number}}',
            },
          },
        },
        interpolation: { escapeValue: false },
        showSupportNotice: false,
      });
    expect(instance.t('greeting', { name: 'Аня' })).toBe('Привет, Аня');
    expect([1, 3, 5, 21].map((count) => instance.t('items', { count }))).toEqual([
      '1 позиция',
      '3 позиции',
      '5 позиций',
      '21 позиция',
    ]);
    expect(instance.t('price', { value: 1250 })).toBe('Цена: 1250');
    instance.addResource('ru', 'translation', 'greeting', 'Здравствуйте, {{name}}');
    expect(instance.t('greeting', { name: 'Аня' })).toBe('Здравствуйте, Аня');
    await instance.changeLanguage('en');
    expect(instance.t('items', { count: 2 })).toBe('2 items');
    expect(instance.language).toBe('en');
  });

  it('makes each trimmed method throw, naming the trim', async () => {
    const i18next = await leanI18next();
    const instance = i18next.createInstance();
    for (const call of [() => instance.cloneInstance(), () => instance.dir('ar'), () => instance.toJSON()]) {
      expect(call).toThrow(/\(\): trimmed \(lean-deps\.ts\)$/);
    }
    expect(() => instance.reloadResources()).toThrow('reloadResources(): trimmed (lean-deps.ts)');
  });
});
