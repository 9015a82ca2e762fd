// What the deployment specs share: the stack's addresses (from test.mjs), a raw HTTP client that
// names the virtual host, and a watch on the browser console for CSP violations.
import { request as httpRequest } from 'node:http';
import { expect, type Page } from '@playwright/test';

/** nginx's loopback port; every server name is served on it. */
export const PORT = Number(process.env.DEPLOY_PORT ?? 8840);
/** The API processes behind nginx, reached directly only for the staging SMS outbox. */
export const API_PORTS = (process.env.DEPLOY_API_PORTS ?? '8841,8842').split(',').map(Number);
/** The server name of a tenant's storefront or of the API. */
export const hostOf = (name: string) => `${name}.localhost:${PORT}`;
export const originOf = (name: string) => `http://${hostOf(name)}`;

/** An answer of {@link fetchHost}. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An HTTP request to nginx on loopback for a server name (Node does not resolve *.localhost). */
export function fetchHost(
  name: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        method: options.method ?? 'GET',
        headers: { host: hostOf(name), ...options.headers },
        // Node's parser stops at 16 KiB of headers; today's CSP carries hundreds of script hashes.
        maxHeaderSize: 256 * 1024,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * Collects every CSP violation the page reports: the console's "Refused to …" lines (header and
 * meta policies alike) and `securitypolicyviolation` events.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return violations;
}

/** The app has booted: no splash, no prerendered shell left. */
export async function booted(page: Page): Promise<void> {
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('div[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
}

/** The SMS code the staging outbox "sent" to a phone, from whichever API process sent it. */
export async function smsCode(e164: string): Promise<string> {
  let code = '';
  await expect(async () => {
    for (const port of API_PORTS) {
      const answer = await fetch(`http://127.0.0.1:${port}/dev/sms-outbox?phone=${encodeURIComponent(e164)}`);
      const body = (await answer.json()) as { messages: Array<{ text: string }> };
      code = /\d{4,8}/.exec(body.messages.at(-1)?.text ?? '')?.[0] ?? code;
    }
    expect(code).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return code;
}

/** What {@link watchCaching} has seen so far. */
export interface CachingWatch {
  /** Files a page loaded whose caching Lighthouse's `uses-long-cache-ttl` would fault. */
  faults: string[];
  /** Catalog photos loaded from the API (`/assets/<tenant>/…`). */
  photos: string[];
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Watches the caching of every script, style, image, font and media file the page loads, by
 * Lighthouse's `uses-long-cache-ttl` rules: a file must either be revalidated on purpose
 * (`no-cache`, `no-store`, `must-revalidate`, `private`: the audit skips it) or be cached for a
 * year (the audit ignores a lifetime that long). Catalog photos from the API must besides be
 * content-versioned (`?v=`) and `immutable`.
 */
export function watchCaching(page: Page): CachingWatch {
  const watch: CachingWatch = { faults: [], photos: [] };
  const apiHost = hostOf('api');
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = response.request().resourceType();
    if (!/^https?:$/.test(url.protocol) || ![200, 203, 206].includes(response.status())) return;
    if (!['script', 'stylesheet', 'image', 'font', 'media'].includes(kind)) return;
    const cacheControl = response.headers()['cache-control'] ?? '';
    const directives = cacheControl.split(',').map((part) => part.trim().toLowerCase());
    const maxAge = Number(/^max-age=(\d+)$/.exec(directives.find((d) => d.startsWith('max-age=')) ?? '')?.[1] ?? 0);
    const revalidated = directives.some((d) => ['no-cache', 'no-store', 'must-revalidate', 'private'].includes(d));
    if (url.host === apiHost && url.pathname.startsWith('/assets/')) {
      watch.photos.push(url.pathname + url.search);
      if (!/^\?v=[0-9a-f]{12}$/.test(url.search) || !directives.includes('immutable') || maxAge < YEAR_SECONDS) {
        watch.faults.push(
          `${url.href}: a catalog photo must be versioned and immutable (cache-control: ${cacheControl})`,
        );
      }
    } else if (!revalidated && maxAge < YEAR_SECONDS) {
      watch.faults.push(`${url.href} (${kind}): cache-control: ${cacheControl || 'none'}`);
    }
  });
  return watch;
}
