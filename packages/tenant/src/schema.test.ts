import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTenantConfig, scheduledOrderSettings, TenantConfigError, validateTenantConfig } from './index';
import type { TenantConfig } from './index';

const tenantFile = (id: string) => new URL(`../../../tenants/${id}/tenant.json`, import.meta.url);
const readTenant = (id: string): TenantConfig => JSON.parse(readFileSync(tenantFile(id), 'utf8'));
const FILE = 'tenants/acme/tenant.json';

/** A valid config to break one field at a time. */
const valid = (): TenantConfig => ({ ...readTenant('sever'), id: 'acme' });

function problemsOf(config: unknown) {
  try {
    parseTenantConfig(config, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    return (error as TenantConfigError).problems;
  }
  throw new Error('expected the config to be rejected');
}

describe('parseTenantConfig', () => {
  it.each(['demo', 'sever'])('accepts the %s tenant', (id) => {
    const config = readTenant(id);
    expect(parseTenantConfig(config, `tenants/${id}/tenant.json`)).toEqual(config);
  });

  it('names the file and path of a missing required field, with a hint', () => {
    const { name: _name, ...config } = valid();
    expect(() => parseTenantConfig(config, FILE)).toThrow(TenantConfigError);
    expect(problemsOf(config)).toEqual([
      {
        file: FILE,
        path: '$.name',
        message: 'is required',
        hint: expect.stringContaining('add "name": Display name of the chain'),
      },
    ]);
  });

  it('names a field of the wrong type', () => {
    const config = valid();
    (config.features.cart as Record<string, unknown>).personCount = 'yes';
    expect(problemsOf(config)).toEqual([
      expect.objectContaining({ file: FILE, path: '$.features.cart.personCount', message: 'must be boolean' }),
    ]);
  });

  it('rejects an unknown key and suggests the closest known one', () => {
    const config = valid() as unknown as Record<string, Record<string, unknown>>;
    config.branding!.colours = { primary: '#ffffff' };
    expect(problemsOf(config)).toEqual([
      { file: FILE, path: '$.branding.colours', message: 'is not a known field', hint: 'did you mean "colors"?' },
    ]);
  });

  it('lists every problem at once, in the error message too', () => {
    const config = valid() as unknown as Record<string, unknown>;
    delete config.currency;
    config.locales = { available: ['ru', 'de'], default: 'ru' };
    const error = (() => {
      try {
        return parseTenantConfig(config, FILE);
      } catch (caught) {
        return caught as TenantConfigError;
      }
    })() as TenantConfigError;
    expect(error.problems.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['$.currency', '$.locales.available[1]']),
    );
    expect(error.message).toContain(`${FILE}: $.currency: is required`);
    expect(error.file).toBe(FILE);
  });

  it('rejects a colour that is not hex', () => {
    const config = valid();
    config.branding.colors.primary = 'blue';
    expect(problemsOf(config)).toEqual([
      expect.objectContaining({ path: '$.branding.colors.primary', message: 'has an invalid format ("blue")' }),
    ]);
  });

  it('requires the client id block of every social sign-in method', () => {
    const config = valid();
    config.features.auth.methods = ['PHONE', 'GOOGLE', 'VK'];
    expect(problemsOf(config).map((problem) => problem.path)).toEqual(['$.features.auth.google', '$.features.auth.vk']);
  });

  it('requires a numeric VK app id', () => {
    const config = valid() as unknown as { features: { auth: Record<string, unknown> } };
    config.features.auth.methods = ['VK'];
    config.features.auth.vk = { appId: '51000000' };
    expect(problemsOf(config)).toEqual([
      expect.objectContaining({ path: '$.features.auth.vk.appId', message: 'must be integer' }),
    ]);
  });

  it('requires Google keys for the google map provider', () => {
    const config = valid();
    config.map = { provider: 'google' };
    expect(problemsOf(config)).toEqual([expect.objectContaining({ path: '$.map.google', message: 'is required' })]);
  });

  it('requires ru among the locales and the default among the available ones', () => {
    // Without the tenant's own strings, which are checked against the locales too.
    const valid = (): TenantConfig => ({ ...readTenant('sever'), id: 'acme', strings: undefined });
    const noRu = valid();
    noRu.locales = { available: ['en'], default: 'en' };
    expect(problemsOf(noRu)).toEqual([expect.objectContaining({ path: '$.locales.available' })]);

    const badDefault = valid();
    badDefault.locales = { available: ['ru'], default: 'en' };
    expect(problemsOf(badDefault)).toEqual([
      expect.objectContaining({ path: '$.locales.default', message: 'is not one of locales.available (ru)' }),
    ]);
  });

  it('rejects a format in a text of strings: values come formatted', () => {
    const config = valid();
    config.strings = { ru: { 'cart.total': 'Итого: {{total, currency}}', 'menu.positions': '{{count}} блюд' } };
    expect(problemsOf(config)).toEqual([
      expect.objectContaining({
        path: '$.strings.ru["cart.total"]',
        message: 'formats a value in the text ({{total, currency}}), which the storefront does not do',
        hint: 'write {{total}}: the value comes formatted',
      }),
    ]);
  });

  it('rejects a link to a static page the tenant does not have', () => {
    const config = valid();
    config.pages = config.pages!.filter((page) => page.slug !== 'dostavka');
    expect(problemsOf(config)).toEqual([
      expect.objectContaining({
        path: '$.features.navigation.secondary[0].href',
        message: 'links to page "dostavka", which is not in pages',
      }),
    ]);
  });

  it('rejects image URLs: assets are files of the tenant', () => {
    const config = valid();
    config.branding.logo.src = 'https://cdn.example.com/logo.png';
    expect(problemsOf(config)).toEqual([expect.objectContaining({ path: '$.branding.logo.src' })]);
  });
});

describe('seo.origin', () => {
  it('is an origin: no path, no trailing slash', () => {
    for (const origin of ['https://demo.tarelka.ru/', 'https://demo.tarelka.ru/menu', 'demo.tarelka.ru']) {
      const config = valid();
      config.seo.origin = origin;
      expect(problemsOf(config)).toEqual([expect.objectContaining({ file: FILE, path: '$.seo.origin' })]);
    }
  });

  it('is https except on loopback', () => {
    const config = valid();
    config.seo.origin = 'http://severnaya-kuhnya.ru';
    expect(problemsOf(config)).toEqual([
      {
        file: FILE,
        path: '$.seo.origin',
        message: expect.stringContaining('is not https'),
        hint: 'use "https://severnaya-kuhnya.ru"',
      },
    ]);
    config.seo.origin = 'http://127.0.0.1:4780';
    expect(validateTenantConfig(config, FILE)).toEqual([]);
  });
});

describe('features.scheduledOrders', () => {
  it('names the file and JSON path of each bad value', () => {
    const config = valid() as unknown as { features: Record<string, unknown> };
    config.features.scheduledOrders = { enabled: 'yes', slotStep: 7, minLeadMinutes: -5, horizonDays: 90 };
    expect(problemsOf(config)).toEqual([
      expect.objectContaining({ file: FILE, path: '$.features.scheduledOrders.enabled', message: 'must be boolean' }),
      expect.objectContaining({ file: FILE, path: '$.features.scheduledOrders.slotStep' }),
      expect.objectContaining({ file: FILE, path: '$.features.scheduledOrders.minLeadMinutes' }),
      expect.objectContaining({ file: FILE, path: '$.features.scheduledOrders.horizonDays' }),
    ]);
  });

  it('needs enabled and knows no other key', () => {
    const config = valid() as unknown as { features: Record<string, unknown> };
    config.features.scheduledOrders = { slotStep: 15, leadMinutes: 30 };
    expect(problemsOf(config).map((problem) => problem.path)).toEqual(
      expect.arrayContaining(['$.features.scheduledOrders.leadMinutes', '$.features.scheduledOrders.enabled']),
    );
    expect(problemsOf(config)).toContainEqual(
      expect.objectContaining({
        path: '$.features.scheduledOrders.leadMinutes',
        hint: expect.stringContaining('slotStep, minLeadMinutes, horizonDays'),
      }),
    );
  });

  it('fills in the defaults, and is off when absent', () => {
    const absent = valid();
    delete absent.features.scheduledOrders;
    expect(scheduledOrderSettings(absent)).toEqual({
      enabled: false,
      slotStep: 15,
      minLeadMinutes: 45,
      horizonDays: 7,
    });
    expect(scheduledOrderSettings({ features: { scheduledOrders: { enabled: true, horizonDays: 2 } } })).toEqual({
      enabled: true,
      slotStep: 15,
      minLeadMinutes: 45,
      horizonDays: 2,
    });
    expect(scheduledOrderSettings(readTenant('demo'))).toMatchObject({ enabled: true });
  });
});

describe('validateTenantConfig', () => {
  it('returns no problems for a valid config and never throws', () => {
    expect(validateTenantConfig(valid(), FILE)).toEqual([]);
    expect(validateTenantConfig(null, FILE)).toEqual([
      expect.objectContaining({ path: '$', message: 'must be object' }),
    ]);
  });
});

describe('tenant.schema.json', () => {
  type Node = { properties?: Record<string, Node>; items?: Node; $ref?: string; definitions?: Record<string, Node> };
  const schema = JSON.parse(readFileSync(new URL('../schema/tenant.schema.json', import.meta.url), 'utf8')) as Node;
  const fieldNames = (node: Node, seen = new Set<string>()): Set<string> => {
    const target = node.$ref ? schema.definitions![node.$ref.split('/').pop()!]! : node;
    for (const [key, child] of Object.entries(target.properties ?? {})) {
      if (seen.has(key)) continue;
      seen.add(key);
      fieldNames(child, seen);
    }
    if (target.items) fieldNames(target.items, seen);
    return seen;
  };

  it('is documented field by field in the README', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const undocumented = [...fieldNames(schema)].filter((key) => key !== '$schema' && !readme.includes(key));
    expect(undocumented).toEqual([]);
  });
});

describe('analytics', () => {
  it('lets each tenant pick its counters: the demo both, sever GA4 only', () => {
    expect(readTenant('demo').analytics).toEqual({ yandexMetrikaId: 98765432, ga4MeasurementId: 'G-DEMO2TRLK1' });
    expect(readTenant('sever').analytics).toEqual({ ga4MeasurementId: 'G-SEVER7KUHN' });
  });

  it('names a bad counter id, a block with no counter and a script origin that is not https', () => {
    const config = valid();
    config.analytics = { yandexMetrikaId: 0, ga4MeasurementId: 'UA-1' };
    expect(problemsOf(config).map((problem) => problem.path)).toEqual([
      '$.analytics.yandexMetrikaId',
      '$.analytics.ga4MeasurementId',
    ]);
    config.analytics = {};
    expect(problemsOf(config)).toEqual([expect.objectContaining({ path: '$.analytics', message: 'names no counter' })]);
    config.analytics = { ga4MeasurementId: 'G-ABC123XYZ9', scriptOrigin: 'http://stats.example.com' };
    expect(problemsOf(config)).toEqual([
      expect.objectContaining({ path: '$.analytics.scriptOrigin', hint: 'use "https://stats.example.com"' }),
    ]);
    config.analytics.scriptOrigin = 'http://127.0.0.1:8200';
    expect(validateTenantConfig(config, FILE)).toEqual([]);
  });
});
