// @vitest-environment node
// Precompressed assets: what the build writes and what the preview server sends for each
// Accept-Encoding, over a real HTTP server on loopback.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, precompressFiles, servePrecompressed } from './precompress';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, among the copies there are', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
  });

  it('sends the file as it is when no copy is accepted', () => {
    expect(pickEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(pickEncoding('deflate', ['br', 'gzip'])).toBeNull();
    expect(pickEncoding('br', [])).toBeNull();
  });

  it('honours q=0, weights, case and the wildcard', () => {
    expect(pickEncoding('br;q=0, gzip;q=0.8', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('BR;Q=1.0', ['br'])).toBe('br');
    expect(pickEncoding('*', ['gzip'])).toBe('gzip');
    expect(pickEncoding('gzip;q=0', ['gzip'])).toBeNull();
  });
});

// A script that compresses well and is over the 1 KiB floor, and one under it.
const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Пицца ${i}` })))};\n`;
const TINY = 'export const a = 1;\n';

describe('precompressFiles', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tarelka-precompress-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/menu-abc.js'), SCRIPT);
    writeFileSync(join(dir, 'assets/tiny-abc.js'), TINY);
    writeFileSync(join(dir, 'assets/logo-abc.png'), SCRIPT);
    writeFileSync(join(dir, 'index.html'), SCRIPT);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a gzip and a brotli copy of each script or style of 1 KiB or more, and nothing else', async () => {
    await precompressFiles(
      dir,
      ['assets/menu-abc.js', 'assets/tiny-abc.js', 'assets/logo-abc.png', 'index.html'],
      null,
    );
    const script = join(dir, 'assets/menu-abc.js');
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    // Zopfli beats zlib's best level.
    expect(readFileSync(`${script}.gz`).length).toBeLessThan(gzipSync(SCRIPT, { level: 9 }).length);
    for (const file of ['assets/tiny-abc.js', 'assets/logo-abc.png', 'index.html']) {
      expect(() => readFileSync(join(dir, `${file}.gz`))).toThrow();
      expect(() => readFileSync(join(dir, `${file}.br`))).toThrow();
    }
  });

  it('writes the gzip copy by zlib at its best level when asked (the e2e builds), kept apart from Zopfli copies in the cache', async () => {
    const out = join(dir, 'zlib');
    const cache = join(dir, 'zlib-cache');
    mkdirSync(join(out, 'assets'), { recursive: true });
    writeFileSync(join(out, 'assets/menu-abc.js'), SCRIPT);
    await precompressFiles(out, ['assets/menu-abc.js'], cache, 'zlib');
    const gz = readFileSync(join(out, 'assets/menu-abc.js.gz'));
    expect(gunzipSync(gz).toString()).toBe(SCRIPT);
    expect(gz.length).toBe(gzipSync(SCRIPT, { level: 9 }).length);
    expect(brotliDecompressSync(readFileSync(join(out, 'assets/menu-abc.js.br'))).toString()).toBe(SCRIPT);
    expect(
      readdirSync(cache)
        .map((name) => name.replace(/-[0-9a-f]{64}/, '-<sha256>'))
        .sort(),
    ).toEqual(['zlib9-br11-v1-<sha256>.br', 'zlib9-br11-v1-<sha256>.gz']);
    // A Zopfli build of the same bytes does not take zlib's copy.
    await precompressFiles(out, ['assets/menu-abc.js'], cache, 'zopfli');
    expect(readFileSync(join(out, 'assets/menu-abc.js.gz')).length).toBeLessThan(gz.length);
  });

  it('keeps each copy in the cache by the content it compresses, and a later build of the same bytes takes it from there', async () => {
    const cache = join(dir, 'cache');
    const first = join(dir, 'first');
    const second = join(dir, 'second');
    for (const out of [first, second]) {
      mkdirSync(join(out, 'assets'), { recursive: true });
      // Another chunk name, the same bytes: what a second tenant's build of a shared chunk is.
      writeFileSync(join(out, out === first ? 'assets/menu-abc.js' : 'assets/menu-def.js'), SCRIPT);
    }
    await precompressFiles(first, ['assets/menu-abc.js'], cache);
    const kept = readdirSync(cache).sort();
    expect(kept.map((name) => name.replace(/-[0-9a-f]{64}/, '-<sha256>'))).toEqual([
      'zopfli15-br11-v1-<sha256>.br',
      'zopfli15-br11-v1-<sha256>.gz',
    ]);
    // What the cache holds is what the second build writes: nothing is compressed again.
    const marker = Buffer.from('from the cache');
    for (const name of kept) writeFileSync(join(cache, name), marker);
    await precompressFiles(second, ['assets/menu-def.js'], cache);
    expect(readFileSync(join(second, 'assets/menu-def.js.gz'))).toEqual(marker);
    expect(readFileSync(join(second, 'assets/menu-def.js.br'))).toEqual(marker);
    // Other bytes miss it.
    writeFileSync(join(second, 'assets/other-abc.js'), `${SCRIPT}// changed\n`);
    await precompressFiles(second, ['assets/other-abc.js'], cache);
    expect(gunzipSync(readFileSync(join(second, 'assets/other-abc.js.gz'))).toString()).toBe(`${SCRIPT}// changed\n`);
    expect(readdirSync(cache)).toHaveLength(4);
  });
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

describe('servePrecompressed', () => {
  let dir: string;
  let server: Server;
  let port: number;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Reply>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tarelka-precompress-serve-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets/menu-abc.js'), SCRIPT);
    writeFileSync(join(dir, 'assets/plain-abc.js'), SCRIPT);
    writeFileSync(join(dir, 'secret.js'), SCRIPT);
    await precompressFiles(dir, ['assets/menu-abc.js'], null);
    const serve = servePrecompressed(dir);
    // What comes after it in `vite preview`, reduced to a marker.
    server = createServer((req, res) =>
      serve(req, res, () => {
        res.statusCode = 299;
        res.end('next');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it', async () => {
    const reply = await get('/assets/menu-abc.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client without brotli', async () => {
    const reply = await get('/assets/menu-abc.js?v=1', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString()).toBe(SCRIPT);
  });

  it('answers a repeat request with its ETag with 304, and HEAD without a body', async () => {
    const first = await get('/assets/menu-abc.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/menu-abc.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const gzipTag = (await get('/assets/menu-abc.js', { 'accept-encoding': 'gzip' })).headers.etag;
    expect(gzipTag).not.toBe(first.headers.etag);
    const head = await get('/assets/menu-abc.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('leaves to the next handler a client that accepts neither, a file without copies and anything outside assets', async () => {
    expect((await get('/assets/menu-abc.js')).status).toBe(299);
    expect((await get('/assets/menu-abc.js', { 'accept-encoding': 'identity' })).status).toBe(299);
    expect((await get('/assets/plain-abc.js', { 'accept-encoding': 'br' })).status).toBe(299);
    expect((await get('/secret.js', { 'accept-encoding': 'br' })).status).toBe(299);
    expect((await get('/assets/../secret.js', { 'accept-encoding': 'br' })).status).toBe(299);
    expect((await get('/assets/%E0%A4%A.js', { 'accept-encoding': 'br' })).status).toBe(299);
    expect((await get('/assets/menu-abc.js', { 'accept-encoding': 'br' }, 'POST')).status).toBe(299);
  });
});
