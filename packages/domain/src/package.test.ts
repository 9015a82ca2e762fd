// The published shape: build, pack, install the tarball outside the workspace with npm, and import
// both entries from plain Node, as ESM and as CommonJS. Slow (a build and an install), so it has a
// file of its own and a long timeout.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'tarelka-domain-pack-'));

// pnpm exports npm_config_* for its own scripts; npm must not inherit them.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, env: cleanEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const esm = `
import { findZone, checkOrderSum, addToCart, cartTotals, formatMoney, isRestoOpen } from '@tarelka/domain';
import { phoneSchema, FORM_MESSAGES_RU } from '@tarelka/domain/forms';
import { renderMarkdown } from '@tarelka/domain/markdown';
const zone = { id: 1, name: 'Центр', restoId: 7, thresholds: [{ deliveryCost: 0, deliveryTime: 0, orderPrice: { min: 50000, max: null } }],
  polygon: [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, { lat: 1, lng: 1 }, { lat: 1, lng: 0 }] };
const cart = addToCart([], { id: 1, menuId: 1, name: 'Борщ', price: 15000, count: 1, hasModifiers: false, modifiers: [] });
const phoneError = await phoneSchema().validate('').catch((e) => e.message);
console.log(JSON.stringify({
  restoId: findZone([zone], { lat: 0.5, lng: 0.5 })?.restoId,
  check: checkOrderSum(zone.thresholds, cartTotals(cart).total),
  money: formatMoney(150050),
  open: isRestoOpen([{ dayOfWeek: 1, active: true, open: '00:00', close: '00:00' }], Date.parse('2026-03-02T12:00:00+03:00')),
  phoneError,
  nameRequired: FORM_MESSAGES_RU.nameRequired,
  markdown: renderMarkdown('1. **Предмет.**'),
}));
`;

const cjs = `
const { findZone, getDeliveryHint } = require('@tarelka/domain');
const { nameSchema } = require('@tarelka/domain/forms');
const { renderMarkdown } = require('@tarelka/domain/markdown');
const zone = { id: 1, name: 'Z', restoId: 9, thresholds: [], polygon: [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, { lat: 1, lng: 0 }] };
console.log(JSON.stringify({
  restoId: findZone([zone], { lat: 0.2, lng: 0.2 }).restoId,
  hint: getDeliveryHint([{ deliveryCost: 19900, deliveryTime: 0, orderPrice: { min: 0, max: 100000 } }, { deliveryCost: 0, deliveryTime: 0, orderPrice: { min: 100000, max: null } }], 80000),
  nameValid: nameSchema().isValidSync('Анна'),
  markdown: renderMarkdown('<b>x</b>'),
}));
`;

describe('the published package', () => {
  beforeAll(() => {
    run('pnpm', ['run', 'build'], packageDir);
    run('pnpm', ['pack', '--pack-destination', work], packageDir);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack made no tarball');
    const app = join(work, 'app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
    run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', join(work, tarball)], app);
    writeFileSync(join(app, 'esm.mjs'), esm);
    writeFileSync(join(app, 'cjs.cjs'), cjs);
  }, 240_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('imports both entries from plain Node ESM', () => {
    const out = JSON.parse(run('node', ['esm.mjs'], join(work, 'app')));
    expect(out).toEqual({
      restoId: 7,
      check: {
        ok: false,
        reason: 'BELOW_MINIMUM',
        minimum: 50000,
        missing: 35000,
        message: 'Минимальная сумма заказа',
      },
      money: '1\u00a0500,5\u00a0₽',
      open: true,
      phoneError: 'Введите номер телефона',
      nameRequired: 'Введите ваше имя',
      markdown: '<ol>\n<li><strong>Предмет.</strong></li>\n</ol>\n',
    });
  });

  it('requires both entries from plain Node CommonJS', () => {
    const out = JSON.parse(run('node', ['cjs.cjs'], join(work, 'app')));
    expect(out).toEqual({
      restoId: 9,
      hint: { kind: 'LEFT_TO_FREE_DELIVERY', left: 20000 },
      nameValid: true,
      // A paragraph of escaped text: the tenant's HTML is shown, never run.
      markdown: '<p>&lt;b&gt;x&lt;/b&gt;</p>\n',
    });
  });

  it('ships ESM, CJS and declarations with no runtime dependency but yup and marked', () => {
    const installed = join(work, 'app', 'node_modules', '@tarelka', 'domain');
    const files = readdirSync(join(installed, 'dist'));
    for (const f of [
      'index.js',
      'index.cjs',
      'index.d.ts',
      'index.d.cts',
      'forms.js',
      'forms.cjs',
      'forms.d.ts',
      'forms.d.cts',
      'markdown.js',
      'markdown.cjs',
      'markdown.d.ts',
      'markdown.d.cts',
    ]) {
      expect(files).toContain(f);
    }
    const manifest = JSON.parse(run('node', ['-p', 'JSON.stringify(require("./package.json"))'], installed));
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(['marked', 'yup']);
    expect(manifest.sideEffects).toBe(false);
    // The root entry must pull in neither yup nor marked.
    const rootBundle = run(
      'node',
      ['-e', 'process.stdout.write(require("fs").readFileSync("dist/index.js","utf8"))'],
      installed,
    );
    expect(rootBundle).not.toMatch(/from ['"]yup['"]/);
    expect(rootBundle).not.toMatch(/from ['"]marked['"]/);
  });
});
