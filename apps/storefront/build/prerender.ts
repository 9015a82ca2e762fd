// Vite plugin: after the build, writes the prerendered shell of home (`index.html`), of every
// menu page (`menus/<id>.html`, which `vite preview` and `./tarelka start` serve for `/menus/<id>`,
// as do static hosts with clean URLs) and the frames of the cart and checkout (`cart.html`,
// `checkout.html`; the checkout's shows the customer's place from local storage), and a
// `robots.txt` when the tenant's assets have none.
// index.html is also every other route's SPA fallback: its shell removes itself at once (an inline
// script right after it) on any path but its own, so /cart never shows home's shell.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantConfig } from '@tarelka/tenant';
import { loadCatalog } from '@tarelka/tenant/node';
import type { Plugin, Rollup } from 'vite';
import { contentPages, contentStyle, KNOWN_PATTERN } from './prerender-pages';
import {
  framePages,
  framePlace,
  injectShell,
  renderShell,
  shellBanner,
  shellCookies,
  shellSplash,
  shellPages,
  shellStyle,
} from './prerender-html';

/** Options of {@link prerenderShell}. */
export interface PrerenderOptions {
  /** The tenant's folder (`tenants/<id>/`). */
  tenantDir: string;
  tenant: TenantConfig;
  /** The API the build talks to; catalog photos are its `/assets/<tenant>/…`. */
  apiUrl: string;
  /** The build's version (`app_version`): the checkout frame reads only storage of this one. */
  version: string;
}

/** `html` with its `<title>` and meta description replaced by the page's. */
export function withHead(html: string, head: { title: string; description: string }): string {
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attr(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${attr(head.description)}"`,
    );
}

/**
 * `files` and every chunk they import statically, transitively, without entering `known` (files
 * already accounted for, which are neither listed nor followed).
 */
export function staticClosure(
  bundle: Rollup.OutputBundle,
  files: Iterable<string>,
  known: ReadonlySet<string> = new Set(),
): Set<string> {
  const closure = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (known.has(file) || closure.has(file)) continue;
    closure.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return closure;
}

/**
 * The chunks of the app's later boot stages (src/boot/*-stage.ts(x), imported by main.tsx one after
 * the other) and what they import, minus the entry's own: the start script preloads them with the
 * entry.
 */
export function bootStageChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const stages = chunks.filter((c) => c.moduleIds.some((id) => /\/src\/boot\/[^/]+-stage\.tsx?$/.test(id)));
  if (!entry || stages.length === 0) return [];
  const loaded = new Set([entry.fileName, ...entry.imports]);
  return [
    ...staticClosure(
      bundle,
      stages.map((c) => c.fileName),
      loaded,
    ),
  ];
}

export function prerenderShell({ tenantDir, tenant, apiUrl, version }: PrerenderOptions): Plugin {
  return {
    name: 'tarelka-prerender-shell',
    apply: 'build',
    // After Vite's own HTML plugin has emitted index.html.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') throw new Error('prerender: the build emitted no index.html');
      const html = String(index.source);
      const catalog = await loadCatalog(tenantDir);
      const assetBase = `${apiUrl.replace(/\/+$/, '')}/assets/${tenant.id}`;
      const style = shellStyle(tenant);
      const banner = shellBanner(tenant, version);
      const splash = shellSplash(tenant, version);
      const cookies = shellCookies(tenant, version);
      const pageStyle = style + contentStyle(tenant);
      const preloads = bootStageChunks(bundle);
      for (const page of [
        ...shellPages(catalog, tenant, assetBase),
        ...framePages(tenant, framePlace(catalog, tenant, version)),
        ...contentPages(catalog, tenant, { assetBase, tenantDir }),
      ]) {
        const shell = renderShell(page, { tenant, assetBase, banner, splash, cookies });
        let source = injectShell(
          html,
          shell,
          page.body === undefined ? style : pageStyle,
          page.path === '/' ? KNOWN_PATTERN : undefined,
          preloads,
        );
        // The page's own title and description (build/seo.ts keeps them and adds the head tags).
        if (page.head) source = withHead(source, page.head);
        if (page.path === '/') index.source = source;
        else this.emitFile({ type: 'asset', fileName: `${page.path.slice(1)}.html`, source });
      }
      if (!existsSync(join(tenantDir, 'assets', 'robots.txt'))) {
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: 'User-agent: *\nAllow: /\n' });
      }
    },
  };
}
