// node --test scripts/check-i18n.test.mjs (run by `pnpm lint` before the check itself)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { checkCatalogues, pluralForms, readCatalogues } from './check-i18n.mjs';

/** Catalogues that agree: Russian, English and Montenegrin, two files each. */
const good = () => ({
  ru: {
    app: {
      menu: {
        title: 'Меню',
        positions_zero: 'Нет позиций',
        positions_one: '{{count}} позиция',
        positions_few: '{{count}} позиции',
        positions_many: '{{count}} позиций',
        positions_other: '{{count}} позиции',
      },
      location: { choose: 'Укажите адрес' },
      meta: { description: 'Меню {{name}}', 'description.menu': 'Блюда {{name}}' },
    },
    location: { location: { title: 'Адрес', hours: 'Часы работы: {{hours}}' } },
  },
  en: {
    app: {
      menu: { title: 'Menu', positions_one: 'One item', positions_other: '{{count}} items' },
      location: { choose: 'Enter your address' },
      meta: { description: 'The {{name}} menu', 'description.menu': 'Dishes of {{name}}' },
    },
    location: { location: { title: 'Address', hours: 'Opening hours: {{hours}}' } },
  },
  cnr: {
    app: {
      menu: {
        title: 'Meni',
        positions_one: '{{count}} stavka',
        positions_few: '{{count}} stavke',
        positions_other: '{{count}} stavki',
      },
      location: { choose: 'Unesite adresu' },
      meta: { description: 'Meni {{name}}', 'description.menu': 'Jela {{name}}' },
    },
    location: { location: { title: 'Adresa', hours: 'Radno vrijeme: {{hours}}' } },
  },
});

describe('checkCatalogues', () => {
  it('passes catalogues that agree, with each language’s own plural forms', () => {
    assert.deepEqual(checkCatalogues(good()), []);
  });

  it('names a key English lacks and one Russian does not have', () => {
    const catalogues = good();
    delete catalogues.en.location.location.title;
    catalogues.en.location.location.extra = 'Extra';
    assert.deepEqual(checkCatalogues(catalogues), [
      'en/location.json: location.extra: is not in ru/location.json',
      'en/location.json: location.title: missing (ru/location.json has it)',
    ]);
  });

  it('names a missing file and a file Russian does not have', () => {
    const catalogues = good();
    delete catalogues.cnr.location;
    catalogues.cnr.restos = { restos: { title: 'Restorani' } };
    assert.deepEqual(checkCatalogues(catalogues), [
      'cnr/restos.json: has no ru/restos.json to translate',
      'cnr/location.json: missing (ru/location.json has it)',
    ]);
  });

  it('names a different set of {{variables}}', () => {
    const catalogues = good();
    catalogues.cnr.location.location.hours = 'Radno vrijeme: {{time}}';
    catalogues.en.app.meta.description = 'Our menu';
    assert.deepEqual(checkCatalogues(catalogues), [
      'en/app.json: meta.description: interpolates {{}} none, ru has name',
      'cnr/location.json: location.hours: interpolates {{}} time, ru has hours',
    ]);
  });

  it('counts the variables of all plural forms together: English may say "One item"', () => {
    const catalogues = good();
    catalogues.en.app.menu.positions_other = 'Many items';
    assert.deepEqual(checkCatalogues(catalogues), [
      'en/app.json: menu.positions: interpolates {{}} none, ru has count',
    ]);
  });

  it('wants Russian’s zero form (spec §3) and lets the others have one', () => {
    const catalogues = good();
    delete catalogues.ru.app.menu.positions_zero;
    catalogues.en.app.menu.positions_zero = 'No items';
    assert.deepEqual(checkCatalogues(catalogues), ['ru/app.json: menu.positions: lacks the plural form(s) zero']);
  });

  it('wants every plural form of the language and no other', () => {
    const catalogues = good();
    delete catalogues.ru.app.menu.positions_many;
    delete catalogues.cnr.app.menu.positions_few;
    catalogues.en.app.menu.positions_few = '{{count}} items';
    assert.deepEqual(checkCatalogues(catalogues), [
      'ru/app.json: menu.positions: lacks the plural form(s) many',
      'en/app.json: menu.positions: has plural form(s) few, not used in en',
      'cnr/app.json: menu.positions: lacks the plural form(s) few',
    ]);
  });

  it('wants a plural key where Russian has one', () => {
    const catalogues = good();
    catalogues.en.app.menu = { title: 'Menu', positions: '{{count}} items' };
    assert.deepEqual(checkCatalogues(catalogues), ["en/app.json: menu.positions: is not a plural key, unlike ru's"]);
  });

  it('refuses values that are not strings', () => {
    const catalogues = good();
    catalogues.en.app.menu.title = ['Menu'];
    assert.deepEqual(checkCatalogues(catalogues), [
      'en/app.json: menu.title: must be a string (plurals, interpolation and nesting cover the rest)',
      'en/app.json: menu.title: missing (ru/app.json has it)',
    ]);
  });

  it('names one key in two files of a language: they merge into one namespace', () => {
    const catalogues = good();
    catalogues.ru.location.location.choose = 'Выберите адрес';
    catalogues.en.location.location.choose = 'Choose an address';
    catalogues.cnr.location.location.choose = 'Izaberite adresu';
    const problems = checkCatalogues(catalogues);
    assert.ok(problems.includes('ru/location.json: location.choose: clashes with location.choose of ru/app.json'));
  });

  it('names nesting that points at no key', () => {
    const catalogues = good();
    catalogues.ru.app.menu.title = '$t(menu.missing)';
    catalogues.en.app.menu.title = '$t(location.choose)';
    assert.deepEqual(checkCatalogues(catalogues), [
      'ru/app.json: menu.title: nests $t(menu.missing), which does not exist',
    ]);
  });

  it('needs the Russian catalogue', () => {
    assert.deepEqual(checkCatalogues({ en: good().en }), [
      'no ru catalogue: it is the base every other language is checked against',
    ]);
  });
});

describe('node scripts/check-i18n.mjs on a folder of catalogues (pnpm lint)', () => {
  const fixture = fileURLToPath(new URL('./fixtures/i18n-missing-cnr', import.meta.url));
  const run = (dir) =>
    spawnSync(process.execPath, [fileURLToPath(new URL('./check-i18n.mjs', import.meta.url)), dir], {
      encoding: 'utf8',
    });

  it('fails on a key Montenegrin lacks, naming the file and the key', () => {
    const result = run(fixture);
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /1 problem\(s\)[^]*i18n-missing-cnr\/cnr\/checkout\.json: cart\.clear: missing \(.*ru\/checkout\.json has it\)/,
    );
  });

  it('passes once the key is there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-i18n-'));
    try {
      for (const language of ['ru', 'en', 'cnr']) {
        mkdirSync(join(dir, language));
        const resource = JSON.parse(readFileSync(join(fixture, language, 'checkout.json'), 'utf8'));
        if (language === 'cnr') resource.cart.clear = 'Isprazni korpu';
        writeFileSync(join(dir, language, 'checkout.json'), JSON.stringify(resource));
      }
      const result = run(dir);
      assert.equal(result.status, 0, result.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pluralForms', () => {
  it('has CLDR’s categories, Russian with the spec’s zero: English two, Montenegrin three as Serbian', () => {
    assert.deepEqual(pluralForms('ru'), ['zero', 'one', 'few', 'many', 'other']);
    assert.deepEqual(pluralForms('en'), ['one', 'other']);
    assert.deepEqual(pluralForms('cnr'), ['one', 'few', 'other']);
    assert.deepEqual([...pluralForms('pl')].sort(), ['few', 'many', 'one', 'other']);
  });
});

describe('readCatalogues', () => {
  it('reads <lng>/<ns>.json and names a file that is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-i18n-'));
    try {
      for (const [language, namespaces] of Object.entries(good())) {
        mkdirSync(join(dir, language));
        for (const [namespace, resource] of Object.entries(namespaces)) {
          writeFileSync(join(dir, language, `${namespace}.json`), JSON.stringify(resource));
        }
      }
      assert.deepEqual(readCatalogues(dir), good());
      writeFileSync(join(dir, 'en', 'broken.json'), '{ "a": ');
      assert.throws(() => readCatalogues(dir), new RegExp(`${join(dir, 'en', 'broken.json')}: `));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
