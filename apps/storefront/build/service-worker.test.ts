// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheEntries } from './service-worker';

function buildFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-precache-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('precacheEntries', () => {
  const dir = buildFolder({
    'index.html': '<html>home</html>',
    'cart.html': '<html>cart</html>',
    'menus/1.html': '<html>menu 1</html>',
    'menus/1/positions/1039.html': '<html>borscht</html>',
    'assets/Ab12.js': 'export {}',
    'assets/Ab12.js.map': '{}',
    'assets/Ab12.js.gz': 'gz',
    'assets/Ab12.js.br': 'br',
    'assets/Cd34.css': 'body{}',
    'manifest.webmanifest': '{}',
    'icon-maskable.svg': '<svg/>',
    'emoji/1f336.webp': 'webp',
    '.vite/manifest.json': '{}',
    _headers: '/*',
    'security-headers.conf': 'add_header',
    'sitemap.xml': '<urlset/>',
    'robots.txt': 'User-agent: *',
    'sw.js': 'self',
  });

  it("lists the app shell, the menu pages and the build's chunks, hashed files without a revision", () => {
    const entries = precacheEntries(dir);
    expect(entries.map((entry) => entry.url)).toEqual([
      '/assets/Ab12.js',
      '/assets/Cd34.css',
      '/cart.html',
      '/emoji/1f336.webp',
      '/icon-maskable.svg',
      '/index.html',
      '/manifest.webmanifest',
      '/menus/1.html',
    ]);
    expect(entries.find((entry) => entry.url === '/assets/Ab12.js')?.revision).toBeNull();
    expect(entries.find((entry) => entry.url === '/index.html')?.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it('gives a changed page another revision, so a new build is a new worker', () => {
    const before = precacheEntries(dir).find((entry) => entry.url === '/index.html')?.revision;
    writeFileSync(join(dir, 'index.html'), '<html>home, next build</html>');
    expect(precacheEntries(dir).find((entry) => entry.url === '/index.html')?.revision).not.toBe(before);
  });
});
