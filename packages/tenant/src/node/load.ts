import { access, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { checkCatalog } from '../catalog/check';
import type { PartialCatalog } from '../catalog/check';
import { CATALOG_SCHEMAS } from '../catalog/schema';
import { CATALOG_FILES } from '../catalog/types';
import type { Catalog } from '../catalog/types';
import type { TenantProblem } from '../problems';
import { TenantConfigError } from '../problems';
import { STATIC_PAGE_SLUGS, validateTenantConfig } from '../schema';
import type { TenantConfig } from '../schema';
import { validateWithSchema } from '../validator';

type Read = { ok: true; value: unknown } | { ok: false; problem: TenantProblem };

async function readJson(file: string): Promise<Read> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      ok: false,
      problem: {
        file,
        path: '$',
        message: missing ? 'is missing' : `cannot be read (${(error as Error).message})`,
        hint: !missing
          ? 'check the file permissions'
          : file.endsWith('tenant.json')
            ? 'create it (`pnpm tenant:new <id>` scaffolds a valid one)'
            : 'create it (an empty collection is [])',
      },
    };
  }
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (error) {
    return {
      ok: false,
      problem: {
        file,
        path: '$',
        message: `is not valid JSON: ${(error as Error).message}`,
        hint: 'fix the JSON syntax',
      },
    };
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Reads catalog files and returns what passed their schemas plus every problem. */
async function readCatalog(dir: string): Promise<{ catalog: PartialCatalog; problems: TenantProblem[] }> {
  const catalog: PartialCatalog = {};
  const problems: TenantProblem[] = [];
  const keys = Object.keys(CATALOG_FILES) as Array<keyof Catalog>;
  await Promise.all(
    keys.map(async (key) => {
      const file = join(dir, 'catalog', CATALOG_FILES[key]);
      const read = await readJson(file);
      if (!read.ok) {
        problems.push(read.problem);
        return;
      }
      const found = validateWithSchema(CATALOG_SCHEMAS[key], read.value, file);
      if (found.length) problems.push(...found);
      else (catalog as Record<string, unknown>)[key] = read.value;
    }),
  );
  problems.push(...checkCatalog(catalog, (key) => join(dir, 'catalog', CATALOG_FILES[key])));
  return { catalog, problems };
}

const byFileThenOrder = (problems: TenantProblem[]): TenantProblem[] =>
  problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => a.problem.file.localeCompare(b.problem.file) || a.index - b.index)
    .map(({ problem }) => problem);

/**
 * Reads and validates `<dir>/catalog/*.json` (schemas and cross-file consistency). Node only.
 * Throws {@link TenantConfigError} listing every problem with file, JSON path and hint.
 *
 * @param dir the tenant folder, e.g. `tenants/demo`
 * @example
 * const catalog = await loadCatalog('tenants/demo');
 * catalog.positions.length; // 541
 */
export async function loadCatalog(dir: string): Promise<Catalog> {
  const { catalog, problems } = await readCatalog(dir);
  if (problems.length) throw new TenantConfigError(byFileThenOrder(problems));
  return catalog as Catalog;
}

async function readTenant(dir: string): Promise<{ config?: TenantConfig; problems: TenantProblem[] }> {
  const file = join(dir, 'tenant.json');
  const read = await readJson(file);
  if (!read.ok) return { problems: [read.problem] };
  const problems = validateTenantConfig(read.value, file);
  return problems.length ? { problems } : { config: read.value as TenantConfig, problems: [] };
}

/**
 * Reads and validates `<dir>/tenant.json` (the full schema and cross-field rules). Node only.
 * Throws {@link TenantConfigError} listing every problem.
 *
 * @example
 * const tenant = await loadTenant('tenants/demo');
 * tenant.locales.available; // ['ru', 'en', 'cnr']
 */
export async function loadTenant(dir: string): Promise<TenantConfig> {
  const { config, problems } = await readTenant(dir);
  if (!config) throw new TenantConfigError(problems);
  return config;
}

/** Problems that need tenant.json and the catalog together, plus files the config names. */
async function tenantAgainstFolder(
  dir: string,
  config: TenantConfig,
  catalog: PartialCatalog,
): Promise<TenantProblem[]> {
  const file = join(dir, 'tenant.json');
  const problems: TenantProblem[] = [];
  const add = (path: string, message: string, hint: string) => problems.push({ file, path, message, hint });
  const folderName = dir
    .replace(/[\\/]+$/, '')
    .split(/[\\/]/)
    .pop();
  if (folderName && config.id !== folderName) {
    add(
      '$.id',
      `is "${config.id}" but the folder is "${folderName}"`,
      `set "id": "${folderName}" (the folder name is the white-label id)`,
    );
  }

  const { defaults } = config;
  const city = defaults?.cityId !== undefined ? catalog.cities?.find((c) => c.id === defaults.cityId) : undefined;
  if (defaults?.cityId !== undefined && catalog.cities && !city) {
    add(
      '$.defaults.cityId',
      `refers to city ${defaults.cityId}, which is not in catalog/cities.json`,
      `use one of: ${catalog.cities.map((c) => c.id).join(', ')}`,
    );
  }
  const resto = defaults?.restoId !== undefined ? catalog.restos?.find((r) => r.id === defaults.restoId) : undefined;
  if (defaults?.restoId !== undefined && catalog.restos && !resto) {
    add(
      '$.defaults.restoId',
      `refers to resto ${defaults.restoId}, which is not in catalog/restos.json`,
      `use one of: ${catalog.restos.map((r) => r.id).join(', ')}`,
    );
  }
  if (resto && defaults?.cityId !== undefined && resto.cityId !== defaults.cityId) {
    add(
      '$.defaults.restoId',
      `is a resto of city ${resto.cityId}, not of defaults.cityId ${defaults.cityId}`,
      'pick a resto of the default city',
    );
  }
  if (defaults?.deliveryType && catalog.restos) {
    const key = defaults.deliveryType === 'DELIVERY' ? 'delivery' : 'takeAway';
    const candidates = resto
      ? [resto]
      : catalog.restos.filter((r) => defaults.cityId === undefined || r.cityId === defaults.cityId);
    if (!candidates.some((r) => r.payConfig[key])) {
      add(
        '$.defaults.deliveryType',
        `${defaults.deliveryType} is not offered by ${resto ? `resto ${resto.id}` : 'any resto there'}`,
        `add payConfig.${key} or choose the other delivery type`,
      );
    }
  }

  const assets = join(dir, 'assets');
  const assetRefs: Array<[string, string | undefined]> = [
    ['$.branding.logo.src', config.branding.logo.src],
    ['$.branding.icons.favicon', config.branding.icons.favicon],
    ['$.branding.icons.appleTouchIcon', config.branding.icons.appleTouchIcon],
    ['$.branding.icons.maskable', config.branding.icons.maskable],
    ['$.seo.image.src', config.seo.image?.src],
    ...(['body', 'heading'] as const).flatMap((role) =>
      (config.branding.fonts[role]?.files ?? []).map((font, index): [string, string] => [
        `$.branding.fonts.${role}.files[${index}].src`,
        font.src,
      ]),
    ),
  ];
  const assetFound = await Promise.all(
    assetRefs.map(([, src]) => (src === undefined ? true : exists(join(assets, src)))),
  );
  assetRefs.forEach(([path, src], index) => {
    if (!assetFound[index])
      add(
        path,
        `names assets/${src}, which does not exist`,
        'add the file to the tenant assets/ folder or fix the path',
      );
  });

  // The web app manifest's icons (the storefront's build/seo.ts): a type the manifest can declare;
  // a PNG maskable icon square and at least 512 px, so the install prompt has a sharp home-screen icon.
  const icons = config.branding.icons;
  for (const [key, src] of [
    ['favicon', icons.favicon],
    ['appleTouchIcon', icons.appleTouchIcon],
    ['maskable', icons.maskable],
  ] as const) {
    if (src === undefined) continue;
    if (!/\.(svg|png|webp|ico)$/i.test(src)) {
      add(`$.branding.icons.${key}`, `is not an SVG, PNG, WebP or ICO image (${src})`, 'use an SVG or a PNG icon');
      continue;
    }
    if (key !== 'maskable' || !/\.png$/i.test(src) || !(await exists(join(assets, src)))) continue;
    const size = pngSize(await readFile(join(assets, src)));
    if (!size || size.width !== size.height || size.width < 512) {
      add(
        `$.branding.icons.maskable`,
        size ? `is ${size.width}×${size.height} px, not a square of at least 512 px` : 'is not a readable PNG',
        'export the maskable icon as a 512×512 PNG (or an SVG), its content in the middle 80%',
      );
    }
  }

  // The sharing image (Open Graph, Twitter): social networks read JPEG, PNG, WebP or GIF, not SVG.
  const sharing = config.seo.image?.src;
  if (sharing !== undefined && !/\.(jpe?g|png|webp|gif)$/i.test(sharing)) {
    add(
      '$.seo.image.src',
      `is not a JPEG, PNG, WebP or GIF image (${sharing}): social networks show no preview for it`,
      'export the 1200×630 sharing image as a JPEG or PNG',
    );
  }

  const pages = config.pages ?? [];
  // The default locale's file is the fallback: it must exist; another locale without its own file
  // shows it (marked with the fallback's `lang`).
  const fallback = config.locales.default;
  const present = await Promise.all(pages.map((page) => exists(join(dir, 'pages', `${page.slug}.${fallback}.md`))));
  pages.forEach((page, index) => {
    const name = `${page.slug}.${fallback}.md`;
    if (!present[index])
      add(`$.pages[${index}]`, `has no content: pages/${name} is missing`, `write pages/${name} (Markdown)`);
  });
  const pageFiles = await readdir(join(dir, 'pages')).catch(() => [] as string[]);
  for (const name of pageFiles) {
    const match = /^(.+)\.(ru|en|cnr)\.md$/.exec(name);
    const slug = match?.[1];
    if (!match || !(STATIC_PAGE_SLUGS as readonly string[]).includes(slug!)) {
      // A stray file would never be served: say so rather than let it rot.
      problems.push({
        file: join(dir, 'pages', name),
        path: '$',
        message: 'is not a page file',
        hint: 'name page files <slug>.<locale>.md with a slug of the schema',
      });
    } else if (!config.locales.available.includes(match[2] as TenantConfig['locales']['default'])) {
      problems.push({
        file: join(dir, 'pages', name),
        path: '$',
        message: `is for locale ${match[2]}, which is not in locales.available`,
        hint: `add "${match[2]}" to locales.available or delete the file`,
      });
    } else if (!pages.some((page) => page.slug === slug)) {
      problems.push({
        file: join(dir, 'pages', name),
        path: '$',
        message: `is not listed in tenant.json pages`,
        hint: `add { "slug": "${slug}", "title": … } to pages or delete the file`,
      });
    }
  }
  return problems;
}

/** The content version a photo's `src` may end with (`emoji/1f355.webp?v=3f9a0c1d2e4b`). */
const PHOTO_VERSION = /\?v=[0-9a-f]{6,64}$/;

/** Every photo the catalog names must exist in assets/. */
async function catalogAssets(dir: string, catalog: PartialCatalog): Promise<TenantProblem[]> {
  const refs: Array<[keyof Catalog, string, string]> = [];
  catalog.restos?.forEach((r, i) =>
    r.photos.forEach((p, j) => refs.push(['restos', `$[${i}].photos[${j}].src`, p.src])),
  );
  catalog.groups?.forEach((g, i) =>
    g.photos.forEach((p, j) => refs.push(['groups', `$[${i}].photos[${j}].src`, p.src])),
  );
  catalog.positions?.forEach((p, i) =>
    p.photos.forEach((ph, j) => refs.push(['positions', `$[${i}].photos[${j}].src`, ph.src])),
  );
  catalog.promotions?.forEach((p, i) => p.photo && refs.push(['promotions', `$[${i}].photo.src`, p.photo.src]));
  const checked = new Map<string, Promise<boolean>>();
  const found = await Promise.all(
    refs.map(([, , src]) => {
      if (/^[a-z]+:/i.test(src) || src.startsWith('/') || src.includes('..')) return 'outside' as const;
      // `?v=<hex>`: the content version of the file (the API's photo URLs carry it), not part of its path.
      const path = src.replace(PHOTO_VERSION, '');
      let check = checked.get(path);
      if (!check) {
        check = exists(join(dir, 'assets', path));
        checked.set(path, check);
      }
      return check;
    }),
  );
  const problems: TenantProblem[] = [];
  refs.forEach(([collection, path, src], index) => {
    const file = join(dir, 'catalog', CATALOG_FILES[collection]);
    if (found[index] === 'outside') {
      problems.push({
        file,
        path,
        message: `is not a path inside assets/ (${src})`,
        hint: 'ship the image in assets/ and name it relative to that folder; no URLs',
      });
    } else if (!found[index]) {
      problems.push({
        file,
        path,
        message: `names assets/${src.replace(PHOTO_VERSION, '')}, which does not exist`,
        hint: 'add the file or fix the path',
      });
    }
  });
  return problems;
}

/**
 * Checks a whole tenant folder and returns every problem (never throws for a bad tenant): the
 * tenant.json schema and cross-field rules, every catalog file's schema, catalog consistency,
 * defaults pointing at existing ids, page files for every locale and every asset named. Node only.
 *
 * @example
 * const problems = await checkTenant('tenants/demo');
 * for (const p of problems) console.error(`${p.file}: ${p.path}: ${p.message} — ${p.hint}`);
 */
export async function checkTenant(dir: string): Promise<TenantProblem[]> {
  const [{ config, problems: configProblems }, { catalog, problems: catalogProblems }] = await Promise.all([
    readTenant(dir),
    readCatalog(dir),
  ]);
  const problems = [...configProblems, ...catalogProblems];
  if (config) problems.push(...(await tenantAgainstFolder(dir, config, catalog)));
  problems.push(...(await catalogAssets(dir, catalog)));
  return byFileThenOrder(problems);
}

/** A PNG's width and height from its IHDR chunk; null when the bytes are no PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
