import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textFor, toAppConfig } from './app-config';
import { parseTenantConfig } from './index';

const load = (id: string) =>
  parseTenantConfig(JSON.parse(readFileSync(join(process.cwd(), '../../tenants', id, 'tenant.json'), 'utf8')));

describe('toAppConfig', () => {
  it("puts the app's own links first and keeps the tenant's external franchise link external", () => {
    const config = toAppConfig(load('demo'));
    const primary = config.features.navigation.primary;
    expect(primary.slice(0, 3).map((l) => l.href)).toEqual(['/', '/promotions', '/restos']);
    expect(primary.find((l) => l.href.startsWith('https://'))).toMatchObject({ external: true });
  });

  it('reads the differences of the second tenant: light theme, no promo codes', () => {
    const config = toAppConfig(load('sever'));
    expect(config.locales).toEqual(['ru', 'en', 'cnr']);
    expect(config.branding.scheme).toBe('light');
    expect(config.features.cart).toEqual({ personCount: false, promoCodes: false });
    expect(config.features.auth.methods).toEqual(['PHONE']);
  });
});

describe('textFor', () => {
  it('falls back to Russian when the locale has no text', () => {
    expect(textFor({ ru: 'Доставка' }, 'en')).toBe('Доставка');
    expect(textFor({ ru: 'Доставка', en: 'Delivery' }, 'en')).toBe('Delivery');
  });
});
