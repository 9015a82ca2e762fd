/**
 * The build's security headers (issue 32): a strict Content-Security-Policy computed from what the
 * build emitted and what the tenant enables, written three ways, one per kind of host:
 *
 * - `_headers` (Cloudflare Pages / Netlify format) for static hosts and CDNs;
 * - `security-headers.conf`, nginx `add_header` lines that `deploy/render-nginx.mjs`'s server
 *   blocks include;
 * - a `<meta http-equiv="Content-Security-Policy">` in every HTML file, for hosts where headers
 *   cannot be set (a meta policy cannot carry `frame-ancestors`: the headers do).
 *
 * Scripts: `'self'` plus the SHA-256 of every executable inline `<script>` the build wrote (the
 * head's mobile-flag script, the prerender's shell scripts) — no `'unsafe-inline'`, so an injected
 * inline script does not run — plus the origins of the third-party scripts the tenant turns on
 * (sign-in providers, captcha, analytics counters, Google Maps). Styles: styled-components injects
 * `<style>` elements at run time and the shell writes `style` attributes, so `style-src` keeps
 * `'unsafe-inline'` (a style cannot run code; a nonce would need a server rendering each page).
 *
 * The header's policy holds the hashes of every page (a host sends one header for every path and
 * index.html is the fallback of every route); each page's meta policy holds its own only.
 */
import { createHash } from 'node:crypto';
import type { TenantConfig } from '@tarelka/tenant';
import type { Plugin } from 'vite';

/** The CSP directives with sources beyond `'self'` that a feature may add to. */
type Directive = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src' | 'font-src' | 'worker-src';

/** Extra sources per directive. */
export type Sources = Partial<Record<Directive, string[]>>;

/**
 * What each third-party feature loads, from the providers' own CSP guides (INTEGRATIONS.md and the
 * modules that load them: features/auth/utils/{providers,captcha}.ts, @tarelka/store/analytics,
 * @tarelka/maps).
 */
export const FEATURE_SOURCES = {
  /** Google Identity Services: its script, the button's iframe and styles, its credential calls. */
  google: {
    'script-src': ['https://accounts.google.com/gsi/client'],
    'frame-src': ['https://accounts.google.com/gsi/'],
    'connect-src': ['https://accounts.google.com/gsi/'],
    'style-src': ['https://accounts.google.com/gsi/style'],
  },
  /** Sign in with Apple JS from Apple's CDN; its calls to appleid.apple.com. */
  apple: {
    'script-src': ['https://appleid.cdn-apple.com'],
    'frame-src': ['https://appleid.apple.com'],
    'connect-src': ['https://appleid.apple.com'],
  },
  /**
   * VK ID: @vkid/sdk is bundled (no script origin); its OneTap frame and calls go to id.vk.ru since
   * SDK 2.6 (its constants.js: `DOMAIN = 'vk.ru'`), id.vk.com before.
   */
  vk: {
    'frame-src': ['https://id.vk.ru', 'https://id.vk.com'],
    'connect-src': ['https://id.vk.ru', 'https://id.vk.com'],
  },
  /** reCAPTCHA v3: api.js from www.google.com, its release from www.gstatic.com, its frame. */
  recaptcha: {
    'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    'connect-src': ['https://www.google.com/recaptcha/'],
  },
  /** Yandex Metrica's tag.js, its hits (pixel and beacon) and its session-sync frame. */
  metrica: {
    'script-src': ['https://mc.yandex.ru', 'https://yastatic.net'],
    'img-src': ['https://mc.yandex.ru', 'https://mc.yandex.com'],
    'connect-src': ['https://mc.yandex.ru', 'https://mc.yandex.com'],
    'frame-src': ['https://mc.yandex.ru'],
  },
  /** GA4's gtag.js and its collection endpoints. */
  ga4: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
  },
  /** Google Maps JS API (maps, places, geocoding, markers): scripts, tiles, place photos, fonts, workers. */
  googleMaps: {
    'script-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
    'img-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleusercontent.com'],
    'connect-src': ['https://maps.googleapis.com', 'https://places.googleapis.com'],
    'font-src': ['https://fonts.gstatic.com'],
    'style-src': ['https://fonts.googleapis.com'],
    'worker-src': ['blob:'],
  },
} as const satisfies Record<string, Sources>;

/** A feature of {@link FEATURE_SOURCES}. */
export type Feature = keyof typeof FEATURE_SOURCES;

/** The third-party features a tenant's config turns on, in {@link FEATURE_SOURCES} order. */
export function tenantFeatures(tenant: TenantConfig): Feature[] {
  const auth = tenant.features.auth;
  const on: Record<Feature, boolean> = {
    google: auth.methods.includes('GOOGLE') && Boolean(auth.google?.clientId),
    apple: auth.methods.includes('APPLE') && Boolean(auth.apple?.clientId),
    // A non-numeric app id skips VK in the app (spec §5).
    vk: auth.methods.includes('VK') && Number.isInteger(auth.vk?.appId),
    recaptcha: auth.methods.includes('PHONE') && Boolean(auth.phone?.captchaSiteKey),
    metrica: tenant.analytics?.yandexMetrikaId !== undefined,
    ga4: Boolean(tenant.analytics?.ga4MeasurementId),
    googleMaps: tenant.map.provider === 'google' && Boolean(tenant.map.google?.apiKey),
  };
  return (Object.keys(FEATURE_SOURCES) as Feature[]).filter((feature) => on[feature]);
}

/** `scheme://host[:port]` of an absolute http(s) URL (a tile template's `{s}` becomes `*`); null otherwise. */
export function originOf(url: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(url.trim());
  if (!match?.[1]) return null;
  return match[1].replace(/\{[a-z]+\}/gi, '*').toLowerCase();
}

const DATA_TYPES = /^(?:application\/(?:ld\+)?json|text\/template|text\/x-template)$/i;
const SCRIPT_TYPES = /^(?:|module|importmap|text\/javascript|application\/javascript|text\/ecmascript)$/i;

/**
 * The text of every inline `<script>` of `html` that a browser executes (no `src`; no type, a
 * JavaScript type, `module` or `importmap`). Data blocks (`type="application/json"`) are not
 * scripts to CSP and need no hash.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim();
    if (DATA_TYPES.test(value) || !SCRIPT_TYPES.test(value)) continue;
    found.push(match[2] ?? '');
  }
  return found;
}

/**
 * The CSP hash source of a script's text, as the browser computes it (SHA-256 of the UTF-8 bytes
 * between the tags, exactly as written).
 *
 * @example
 * scriptHash('alert(1)'); // "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
 */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The distinct hash sources of the executable inline scripts of `html`, in order of appearance. */
export function scriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}

/** Options of {@link contentSecurityPolicy}. */
export interface PolicyOptions {
  tenant: TenantConfig;
  /** The API the build talks to (API_URL): its calls and its catalog photos. */
  apiUrl: string;
  /** Hash sources of the inline scripts allowed. */
  hashes: readonly string[];
  /** Off for the meta tag, which cannot carry `frame-ancestors`. */
  frameAncestors?: boolean;
}

/**
 * The storefront's Content-Security-Policy for a tenant.
 *
 * @example
 * contentSecurityPolicy({ tenant, apiUrl: 'https://api.tarelka.ru', hashes: scriptHashes(html) });
 * // "default-src 'self'; script-src 'self' 'sha256-…'; … frame-ancestors 'none'"
 */
export function contentSecurityPolicy({ tenant, apiUrl, hashes, frameAncestors = true }: PolicyOptions): string {
  const sources: Record<Directive, string[]> = {
    'script-src': ["'self'", ...hashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [],
    'worker-src': [],
  };
  const api = originOf(apiUrl);
  if (api) {
    sources['connect-src'].push(api);
    sources['img-src'].push(api);
  }
  // The offline map's raster tiles, and fonts the tenant hosts elsewhere.
  const tiles = tenant.map.tileUrl ? originOf(tenant.map.tileUrl) : null;
  if (tiles) sources['img-src'].push(tiles);
  const { body, heading } = tenant.branding.fonts;
  for (const file of [...(body.files ?? []), ...(heading?.files ?? [])]) {
    const origin = originOf(file.src);
    if (origin) sources['font-src'].push(origin);
  }
  const features = tenantFeatures(tenant);
  for (const feature of features) {
    for (const [directive, list] of Object.entries(FEATURE_SOURCES[feature]) as Array<[Directive, string[]]>) {
      sources[directive].push(...list);
    }
  }
  // The counters' scripts from the tenant's own origin (a first-party proxy, a test's fake), only with a counter on.
  const counterScripts = tenant.analytics?.scriptOrigin;
  if (counterScripts && (features.includes('metrica') || features.includes('ga4'))) {
    sources['script-src'].push(counterScripts);
  }
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', sources['script-src']],
    ['style-src', sources['style-src']],
    ['img-src', sources['img-src']],
    ['font-src', sources['font-src']],
    ['connect-src', sources['connect-src']],
    // Without a frame to allow, frames fall back to default-src 'self'.
    ...(sources['frame-src'].length ? [['frame-src', sources['frame-src']] as [string, string[]]] : []),
    // The storefront's own service worker (`/sw.js`, issue 30), plus what a feature runs in workers.
    ['worker-src', ["'self'", ...sources['worker-src']]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // Payment goes to the gateway by navigation (location.assign), not by a form post.
    ['form-action', ["'self'"]],
    ...(frameAncestors ? [['frame-ancestors', ["'none'"]] as [string, string[]]] : []),
  ];
  return directives.map(([name, list]) => `${name} ${[...new Set(list)].join(' ')}`).join('; ');
}

/** The headers every response of the storefront carries, besides caching. */
export function securityHeaderValues(policy: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', policy],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // The storefront uses none of these; a script injected into it gets none either.
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

/** Hashed build output: its name changes with its content, so it is cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and every unhashed file: revalidated on every visit (ETag / Last-Modified), so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * `_headers` for Cloudflare Pages (and hosts that read its format): the security headers and
 * `no-cache` on every path, replaced by the year-long immutable caching on `/assets/*` (the
 * `! Cache-Control` line detaches the first rule's value instead of joining both).
 */
export function headersFile(policy: string): string {
  const security = securityHeaderValues(policy)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  return `/*\n${security}\n  Cache-Control: ${REVALIDATE}\n\n/assets/*\n  ! Cache-Control\n  Cache-Control: ${IMMUTABLE}\n`;
}

/** nginx reads a configuration token of at most 4 KiB; longer values are built up in a variable. */
const NGINX_TOKEN = 3000;

/**
 * nginx `add_header` lines of the security headers (`always`: error pages carry them too). A
 * policy longer than nginx's token limit (thousands of script hashes) is assembled with `set`
 * from pieces cut between sources, then sent from the variable.
 */
export function nginxConf(policy: string): string {
  const lines = ['# Written by the storefront build (build/security-headers.ts); included by deploy/render-nginx.mjs.'];
  for (const [name, value] of securityHeaderValues(policy)) {
    if (value.length <= NGINX_TOKEN) {
      lines.push(`add_header ${name} "${value}" always;`);
      continue;
    }
    let piece = '';
    let first = true;
    const flush = () => {
      lines.push(`set $tarelka_csp "${first ? '' : '${tarelka_csp}'}${piece}";`);
      first = false;
      piece = '';
    };
    for (const word of value.split(/(?<= )/)) {
      if (piece.length + word.length > NGINX_TOKEN) flush();
      piece += word;
    }
    flush();
    lines.push(`add_header ${name} $tarelka_csp always;`);
  }
  return `${lines.join('\n')}\n`;
}

/** `html` with a CSP meta tag first in `<head>`, before any script it governs. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('security headers: an HTML file has no <head>');
  const at = head.index + head[0].length;
  // Right after <meta charset>, which must stay in the first 1024 bytes.
  const charset = /^\s*<meta\s+charset=[^>]*>/i.exec(html.slice(at));
  const cut = at + (charset ? charset[0].length : 0);
  return `${html.slice(0, cut)}\n    ${meta}${html.slice(cut)}`;
}

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions {
  tenant: TenantConfig;
  apiUrl: string;
  /** Told how many distinct inline-script hashes the header carries (the build logs it). */
  onPolicy?: (summary: { pages: number; hashes: number; headerBytes: number }) => void;
}

/**
 * The Vite plugin: after the prerender (both `generateBundle`, `enforce: 'post'`, this one listed
 * after it) hashes every HTML file's inline scripts, puts each page's meta policy in, and emits
 * `_headers` and `security-headers.conf` with the policy of all pages.
 */
export function securityHeaders({ tenant, apiUrl, onPolicy }: SecurityHeadersOptions): Plugin {
  return {
    name: 'tarelka-security-headers',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const pages = Object.values(bundle).filter(
        (file): file is Extract<typeof file, { type: 'asset' }> =>
          file.type === 'asset' && file.fileName.endsWith('.html'),
      );
      if (pages.length === 0) throw new Error('security headers: the build emitted no HTML');
      const all = new Set<string>();
      for (const page of pages) {
        const html = String(page.source);
        const hashes = scriptHashes(html);
        hashes.forEach((hash) => all.add(hash));
        page.source = withCspMeta(html, contentSecurityPolicy({ tenant, apiUrl, hashes, frameAncestors: false }));
      }
      const policy = contentSecurityPolicy({ tenant, apiUrl, hashes: [...all] });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(policy) });
      this.emitFile({ type: 'asset', fileName: 'security-headers.conf', source: nginxConf(policy) });
      (onPolicy ?? (() => {}))({ pages: pages.length, hashes: all.size, headerBytes: policy.length });
    },
  };
}
