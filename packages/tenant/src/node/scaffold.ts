import { access, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOG_FILES } from '../catalog/types';
import type { Catalog } from '../catalog/types';
import { TenantConfigError } from '../problems';
import type { TenantConfig } from '../schema';

/** What `tarelka tenant:new` asks for; everything else comes from the template. */
export interface ScaffoldOptions {
  /** White-label id; also the folder name. */
  id: string;
  /** Display name; default: the id. */
  name?: string;
  /** The folder holding every tenant (e.g. `<repo>/tenants`). */
  tenantsDir: string;
}

const ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
const schemaPath = '../../packages/tenant/schema/tenant.schema.json';

function template(id: string, name: string): TenantConfig {
  return {
    $schema: schemaPath,
    id,
    name,
    branding: {
      theme: 'light',
      colors: { primary: '#e4572e' },
      logo: { src: 'logo.svg', width: 480, height: 96, alt: { ru: name } },
      icons: { favicon: 'favicon.svg' },
      fonts: { body: { family: 'system-ui', fallback: '-apple-system, "Segoe UI", Roboto, sans-serif' } },
    },
    locales: { available: ['ru'], default: 'ru' },
    currency: 'RUB',
    features: {
      auth: { methods: ['PHONE'], phone: { codeLength: 6 } },
      cart: { personCount: true, promoCodes: false },
      footer: { text: { ru: `© ${name}` }, links: [{ label: { ru: 'Условия продажи' }, href: '/terms-of-sale' }] },
      navigation: { primary: [], secondary: [{ label: { ru: 'Доставка' }, href: '/dostavka' }] },
      adult: { policy: 'confirm', remember: 'session' },
    },
    defaults: { cityId: 1 },
    map: { provider: 'offline' },
    pages: [
      { slug: 'dostavka', title: { ru: 'Доставка' } },
      { slug: 'terms-of-sale', title: { ru: 'Условия продажи' } },
    ],
    seo: {
      title: { ru: `${name} — доставка еды` },
      description: { ru: `Закажите еду в «${name}» с доставкой или навынос.` },
    },
    api: { allowedOrigins: ['http://127.0.0.1:4780', 'http://localhost:4780'] },
  };
}

const ring = (lat: number, lng: number, dLat: number, dLng: number) => {
  const points = [
    { lat: lat - dLat, lng: lng - dLng },
    { lat: lat - dLat, lng: lng + dLng },
    { lat: lat + dLat, lng: lng + dLng },
    { lat: lat + dLat, lng: lng - dLng },
  ];
  return [...points, points[0]!];
};

/** A one-resto catalog in Moscow to replace with the chain's own. */
function catalogTemplate(name: string): Catalog {
  const location = { lat: 55.7558, lng: 37.6173 };
  const hours = ([1, 2, 3, 4, 5, 6, 7] as const).map((dayOfWeek) => ({
    dayOfWeek,
    active: true,
    open: '10:00',
    close: '22:00',
  }));
  return {
    cities: [
      {
        id: 1,
        name: { ru: 'Москва', en: 'Moscow' },
        bounds: { south: 55.55, west: 37.33, north: 55.93, east: 37.9 },
        center: location,
        zoom: 12,
      },
    ],
    restos: [
      {
        id: 1,
        cityId: 1,
        name: { ru: name },
        address: { ru: 'Москва, Тверская улица, 1' },
        street: { ru: 'Тверская улица, 1' },
        emails: [],
        phones: ['+7 495 000-00-00'],
        links: [],
        location,
        openingHours: hours,
        order: 1,
        payConfig: { delivery: { cardUponReceipt: true, cashUponReceipt: true }, takeAway: { cashUponReceipt: true } },
        photos: [],
        tags: [],
      },
    ],
    menus: [
      {
        id: 1,
        restoId: 1,
        name: { ru: 'Меню' },
        order: 1,
        isDelivery: true,
        isOnline: false,
        isTable: false,
        isTakeAway: true,
      },
    ],
    groups: [{ id: 1, menuId: 1, name: { ru: 'Основное' }, order: 10, photos: [] }],
    positions: [
      {
        id: 1,
        menuId: 1,
        groupId: 1,
        name: { ru: 'Борщ' },
        description: { ru: 'Со сметаной' },
        price: 39000,
        measure: { value: 350, unit: 'g' },
        photos: [],
        tags: [],
        modifierGroupIds: [],
      },
      {
        id: 2,
        menuId: 1,
        groupId: null,
        name: { ru: 'Хлеб' },
        price: 5000,
        measure: { value: 2, unit: 'pc' },
        photos: [],
        tags: [],
        modifierGroupIds: [],
      },
    ],
    modifiers: [],
    zones: [
      {
        id: 1,
        cityId: 1,
        restoId: 1,
        name: { ru: 'Центр' },
        polygon: ring(location.lat, location.lng, 0.02, 0.035),
        thresholds: [
          { minOrderPrice: 100000, maxOrderPrice: 300000, deliveryPrice: 19900, time: 60 },
          { minOrderPrice: 300000, maxOrderPrice: null, deliveryPrice: 0, time: 60 },
        ],
      },
    ],
    promotions: [],
    promoCodes: [],
    timeSlots: [],
    gazetteer: [
      {
        id: 1,
        cityId: 1,
        street: { ru: 'Тверская улица', en: 'Tverskaya Street' },
        houseNumber: '1',
        location: { lat: 55.7571, lng: 37.6139 },
      },
    ],
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Creates `<tenantsDir>/<id>/` from a template that passes `checkTenant`: tenant.json, pages,
 * a logo and favicon, and a one-resto catalog to replace. Refuses an existing folder. Node only.
 *
 * @returns the new tenant folder
 * @example
 * await scaffoldTenant({ id: 'acme', name: 'Акме', tenantsDir: 'tenants' }); // 'tenants/acme'
 */
export async function scaffoldTenant(options: ScaffoldOptions): Promise<string> {
  const { id, tenantsDir } = options;
  const name = options.name ?? id;
  const dir = join(tenantsDir, id);
  if (!ID_PATTERN.test(id)) {
    throw new TenantConfigError(
      dir,
      '$.id',
      `"${id}" is not a valid white-label id`,
      'use 2–32 lower-case letters, digits and dashes, starting with a letter',
    );
  }
  const taken = await access(dir).then(
    () => true,
    () => false,
  );
  if (taken) throw new TenantConfigError(dir, '$', 'already exists', 'pick another id or delete the folder first');

  await mkdir(join(dir, 'catalog'), { recursive: true });
  await mkdir(join(dir, 'pages'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'tenant.json'), json(template(id, name)));
  const catalog = catalogTemplate(name);
  await Promise.all(
    (Object.keys(CATALOG_FILES) as Array<keyof Catalog>).map((key) =>
      writeFile(join(dir, 'catalog', CATALOG_FILES[key]), json(catalog[key])),
    ),
  );
  const letter = [...name][0]?.toUpperCase() ?? 'T';
  const escaped = (value: string) => value.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c]!);
  await writeFile(
    join(dir, 'assets', 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="96" viewBox="0 0 480 96"><rect x="8" y="8" width="80" height="80" rx="24" fill="#e4572e"/><text x="48" y="66" text-anchor="middle" font-family="Arial, sans-serif" font-size="52" font-weight="700" fill="#fff">${escaped(letter)}</text><text x="108" y="64" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#222">${escaped(name)}</text></svg>\n`,
  );
  await writeFile(
    join(dir, 'assets', 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="#e4572e"/><text x="32" y="45" text-anchor="middle" font-family="Arial, sans-serif" font-size="38" font-weight="700" fill="#fff">${escaped(letter)}</text></svg>\n`,
  );
  await writeFile(
    join(dir, 'pages', 'dostavka.ru.md'),
    `# Доставка\n\nДоставляем ежедневно с 10:00 до 22:00. Стоимость зависит от суммы заказа и зоны — условия видны на карте при выборе адреса.\n`,
  );
  await writeFile(
    join(dir, 'pages', 'terms-of-sale.ru.md'),
    `# Условия продажи\n\nПродавец — ${name}. Оформляя заказ, вы соглашаетесь с настоящими условиями.\n`,
  );
  return dir;
}
