// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  KiB,
  checkBudgets,
  compressedSizes,
  findForbidden,
  formatTable,
  moduleBytes,
  originalPosition,
  servedSizes,
  staticClosure,
} from './size-lib.mjs';

const sizes = (gzip, brotli = gzip) => ({ files: 1, raw: gzip * 3, gzip, brotli });
const report = (overrides = {}) => ({
  tenant: 'demo',
  first: { js: sizes(150 * KiB, 130 * KiB), css: { files: 0, raw: 0, gzip: 0, brotli: 0 } },
  routes: [{ name: 'CartRoute', js: sizes(9 * KiB), css: { files: 0, raw: 0, gzip: 0, brotli: 0 } }],
  lazyChunks: [{ file: 'assets/esm.js', brotli: 41 * KiB }],
  forbidden: [],
  ...overrides,
});
const budgets = {
  firstRoute: { budget: { jsGzip: 155 } },
  lazyRouteDefault: { jsGzip: 40 },
  routes: { CartRoute: { jsGzip: 10 } },
  lazyChunkMaxBrotli: 50,
};

describe('checkBudgets', () => {
  it('passes sizes within every budget', () => {
    expect(checkBudgets(report(), budgets)).toEqual([]);
  });

  it('fails the first route over its budget, naming it and the overshoot', () => {
    const failures = checkBudgets(report({ first: { js: sizes(160.5 * KiB), css: sizes(0) } }), budgets);
    expect(failures).toEqual(['demo: first route JS is 160.50 KiB gzip, over its 155 KiB budget by 5.50 KiB']);
  });

  it('fails the cold first visit over its budget, and skips it when the report has none', () => {
    const withVisit = { ...budgets, firstVisit: { modules: [], budget: { jsGzip: 200 } } };
    const firstVisit = { js: sizes(201 * KiB), css: sizes(0) };
    expect(checkBudgets(report({ firstVisit }), withVisit)).toEqual([
      'demo: cold first visit JS is 201.00 KiB gzip, over its 200 KiB budget by 1.00 KiB',
    ]);
    expect(checkBudgets(report({ firstVisit: { js: sizes(199 * KiB), css: sizes(0) } }), withVisit)).toEqual([]);
    expect(checkBudgets(report(), withVisit)).toEqual([]);
  });

  it('fails a lazy route over its own budget, and uses the default for the others', () => {
    const routes = [
      { name: 'CartRoute', js: sizes(12 * KiB), css: sizes(0) },
      { name: 'AuthRoute', js: sizes(41 * KiB), css: sizes(0) },
    ];
    expect(checkBudgets(report({ routes }), budgets)).toEqual([
      'demo: lazy route CartRoute JS is 12.00 KiB gzip, over its 10 KiB budget by 2.00 KiB',
      'demo: lazy route AuthRoute JS is 41.00 KiB gzip, over its 40 KiB budget by 1.00 KiB',
    ]);
  });

  it('fails a lazy chunk of 50 KiB brotli or more', () => {
    const failures = checkBudgets(report({ lazyChunks: [{ file: 'assets/big.js', brotli: 50 * KiB }] }), budgets);
    expect(failures).toEqual([
      'demo: lazy chunk assets/big.js is 50.00 KiB brotli, at or over the 50 KiB limit by 0.00 KiB',
    ]);
  });

  it('fails a forbidden module in the first route', () => {
    const forbidden = [{ name: 'formik', modules: ['node_modules/formik/dist/formik.esm.js'] }];
    expect(checkBudgets(report({ forbidden }), budgets)).toEqual([
      'demo: the first route must not load formik, but it contains node_modules/formik/dist/formik.esm.js',
    ]);
  });
});

describe('findForbidden', () => {
  it('finds modules by path fragment, per forbidden name', () => {
    const modules = [
      'node_modules/.pnpm/@vkid+sdk@2.6.7/node_modules/@vkid/sdk/dist-sdk/esm/index.js',
      'apps/storefront/src/main.tsx',
      'packages/maps/src/index.ts',
    ];
    const forbidden = {
      '@vkid/sdk': ['/node_modules/@vkid/sdk/'],
      maps: ['packages/maps/'],
      yup: ['/node_modules/yup/'],
    };
    expect(findForbidden(modules, forbidden)).toEqual([
      { name: '@vkid/sdk', modules: [modules[0]] },
      { name: 'maps', modules: [modules[2]] },
    ]);
  });
});

describe('staticClosure', () => {
  it('follows static imports, not dynamic ones, and names a missing chunk', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/Lazy.tsx'],
      },
      '_shared.js': { file: 'assets/shared.js' },
      'src/Lazy.tsx': { file: 'assets/Lazy.js', imports: ['_shared.js'] },
    };
    expect([...staticClosure(manifest, ['index.html'])]).toEqual(['index.html', '_shared.js']);
    expect(() => staticClosure(manifest, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is not in the Vite manifest');
  });
});

describe('compressedSizes', () => {
  it('measures gzip and brotli below the raw size of repetitive code', () => {
    const s = compressedSizes(Buffer.from('export const a = 1;\n'.repeat(500)));
    expect(s.raw).toBe(10_000);
    expect(s.gzip).toBeLessThan(200);
    expect(s.brotli).toBeLessThan(s.gzip);
  });
});

describe('servedSizes', () => {
  it('counts the precompressed copies the build wrote, and computes a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tarelka-size-'));
    try {
      const file = join(dir, 'index.js');
      writeFileSync(file, 'export const a = 1;\n'.repeat(500));
      writeFileSync(`${file}.gz`, Buffer.alloc(123));
      const served = servedSizes(file);
      expect(served).toEqual({
        raw: 10_000,
        gzip: 123,
        brotli: compressedSizes(Buffer.from('export const a = 1;\n'.repeat(500))).brotli,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('moduleBytes', () => {
  it('attributes generated bytes to the sources of a source map', () => {
    // "aaaabb": columns 0-3 from a.ts, 4-5 from b.ts (segments [0,0,0,0] and [+4,+1,0,0]).
    const map = { sources: ['../src/a.ts', '../src/b.ts'], mappings: 'AAAA,ICAA' };
    const bytes = moduleBytes('aaaabb', map, '/app/dist/x.js.map', '/app');
    expect(Object.fromEntries(bytes)).toEqual({ 'src/a.ts': 4, 'src/b.ts': 2 });
  });
});

describe('formatTable', () => {
  it('pads columns and right-aligns numbers', () => {
    expect(
      formatTable(
        ['name', 'KiB'],
        [
          ['first', '1.00'],
          ['x', '10.50'],
        ],
      ),
    ).toBe('name     KiB\n-----  -----\nfirst   1.00\nx      10.50');
  });
});

describe('originalPosition', () => {
  // Line 1: columns 0-3 from a.ts line 1 (name `start`), columns 4- from line 2; line 2: a.ts line 3.
  const map = { version: 3, sources: ['a.ts'], names: ['start'], mappings: 'AAAAA,IACA;AACA' };

  it('names the module, line and original name of a generated position', () => {
    expect(originalPosition(map, 0, 2)).toEqual({ source: 'a.ts', line: 1, name: 'start' });
    expect(originalPosition(map, 0, 9)).toEqual({ source: 'a.ts', line: 2, name: null });
    expect(originalPosition(map, 1, 0)).toEqual({ source: 'a.ts', line: 3, name: null });
  });

  it('is null where nothing maps', () => {
    expect(originalPosition(map, 5, 0)).toBeNull();
    expect(originalPosition({ ...map, mappings: 'E,AAAA' }, 0, 0)).toBeNull();
  });
});
