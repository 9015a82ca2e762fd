/**
 * Precompressed copies of the build's scripts and styles, and a preview server that sends them.
 *
 * Every `assets/*.js` and `assets/*.css` of 1 KiB or more gets a `.gz` beside it, written by Zopfli
 * (a deflate encoder that searches far harder than zlib: 3–4 % fewer bytes at any zlib level, and
 * the output any gzip decoder reads; zlib's level 9 where TARELKA_GZIP=zlib, see below), and a `.br`
 * (brotli, quality 11). The work is done once per
 * build instead of per request, so the slowest settings cost nothing at serving time. A static
 * host serves them as nginx's `gzip_static` / `brotli_static` do (README, "Serving the build"); `vite preview`
 * (`./tarelka start`, the e2e and Lighthouse runs) does through `servePrecompressed` below.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** The encodings written, by file suffix, in the order a server prefers them. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** An encoding of {@link ENCODINGS}. */
export type Encoding = (typeof ENCODINGS)[number]['name'];

const COMPRESSIBLE = /^assets\/[^/]+\.(?:js|css)$/;
const MIN_BYTES = 1024;
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

/** Whether the build precompresses a file of the output (path relative to the output folder). */
export const isPrecompressed = (file: string, bytes: number) => COMPRESSIBLE.test(file) && bytes >= MIN_BYTES;

/** Brotli at its densest, for text. */
const brotliOptions = (bytes: Uint8Array): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

/** Brotli at its densest, for text. */
export function brotli(bytes: Uint8Array): Buffer {
  return brotliCompressSync(bytes, brotliOptions(bytes));
}

const brotliOffThread = promisify(brotliCompress) as (bytes: Uint8Array, options: BrotliOptions) => Promise<Buffer>;

/** gzip by Zopfli (15 iterations, its default). */
export async function zopfliGzip(bytes: Uint8Array): Promise<Uint8Array> {
  return gzipAsync(bytes, { numiterations: 15 });
}

const zlibOffThread = promisify(gzip) as (bytes: Uint8Array, options: ZlibOptions) => Promise<Buffer>;

/**
 * The gzip encoder: Zopfli, or zlib at level 9 where TARELKA_GZIP=zlib. The e2e builds
 * (playwright.config.ts) set it: Chromium asks for brotli, so their `.gz` copies are never sent
 * to it, and Zopfli is most of a build's time (three builds before the first e2e test). Every build
 * whose bytes are measured or served (size, Lighthouse, deploy, `pnpm build`) keeps Zopfli.
 */
export type GzipEncoder = 'zopfli' | 'zlib';
const defaultGzipEncoder = (): GzipEncoder => (process.env.TARELKA_GZIP === 'zlib' ? 'zlib' : 'zopfli');
const gzipBy = (encoder: GzipEncoder, bytes: Uint8Array): Promise<Uint8Array> =>
  encoder === 'zlib' ? zlibOffThread(bytes, { level: 9 }) : zopfliGzip(bytes);

/**
 * Where compressed copies are kept by the SHA-256 of what they compress (and the settings above, in
 * the key): a build compresses only the chunks no earlier build on this machine made. Chunks are
 * the same bytes across tenants and most API URLs, and Zopfli takes most of a build's time, so the
 * builds of one `./tarelka test` (e2e, deploy, size, perf) share the work. TARELKA_PRECOMPRESS_CACHE
 * moves it; `off` turns it off.
 */
const CACHE_VERSION = { zopfli: 'zopfli15-br11-v1', zlib: 'zlib9-br11-v1' } as const;
const defaultCacheDir = () => {
  const setting = process.env.TARELKA_PRECOMPRESS_CACHE;
  if (setting === 'off') return null;
  return setting || fileURLToPath(new URL('../node_modules/.cache/tarelka-precompress', import.meta.url));
};

/** The compressed copy from the cache, or made by `make` and kept there (written whole, then renamed). */
async function cached(cacheDir: string | null, key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  if (!cacheDir) return make();
  const path = join(cacheDir, key);
  try {
    return await readFile(path);
  } catch {
    const bytes = await make();
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
    return bytes;
  }
}

/**
 * Writes `<file>.gz` and `<file>.br` for every precompressed file among `files` of `outDir`. Brotli
 * runs on libuv's thread pool beside Zopfli on this thread.
 */
export async function precompressFiles(
  outDir: string,
  files: readonly string[],
  cacheDir: string | null = defaultCacheDir(),
  gzipEncoder: GzipEncoder = defaultGzipEncoder(),
): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const file of files) {
    const path = join(outDir, file);
    const bytes = await readFile(path);
    if (!isPrecompressed(file, bytes.length)) continue;
    const key = `${CACHE_VERSION[gzipEncoder]}-${createHash('sha256').update(bytes).digest('hex')}`;
    pending.push(
      cached(cacheDir, `${key}.br`, () => brotliOffThread(bytes, brotliOptions(bytes))).then((br) =>
        writeFile(`${path}.br`, br),
      ),
    );
    await writeFile(`${path}.gz`, await cached(cacheDir, `${key}.gz`, () => gzipBy(gzipEncoder, bytes)));
  }
  await Promise.all(pending);
}

/**
 * The encoding to send for an `Accept-Encoding` header, among those `available`: brotli first,
 * then gzip; null for none (then the file goes as it is). A `;q=0` refuses an encoding.
 *
 * @example
 * pickEncoding('gzip, deflate, br', ['br', 'gzip']); // 'br'
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  const wildcard = accepted.has('*');
  return ENCODINGS.find((e) => available.includes(e.name) && (accepted.has(e.name) || wildcard))?.name ?? null;
}

type Next = (error?: unknown) => void;

/**
 * A connect middleware sending a precompressed copy of an asset under `/assets/` of `outDir` when
 * the client accepts its encoding (with `Vary: Accept-Encoding`, an ETag and 304s); anything
 * else goes on to `next`.
 */
export function servePrecompressed(outDir: string) {
  const root = normalize(outDir + sep);
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return next();
    }
    const file = pathname.slice(1);
    const type = TYPES[file.slice(file.lastIndexOf('.') + 1)];
    const path = normalize(join(root, file));
    if (!type || !COMPRESSIBLE.test(file) || !path.startsWith(root)) return next();
    const available = ENCODINGS.filter((e) => existsSync(path + e.suffix)).map((e) => e.name);
    const encoding = pickEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return next();
    const compressed = path + ENCODINGS.find((e) => e.name === encoding)!.suffix;
    const stats = statSync(compressed);
    const etag = `W/"${encoding}-${stats.size}-${stats.mtime.getTime()}"`;
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', stats.size);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    if (req.method === 'HEAD') return res.end();
    // A read that fails mid-way (the build replaced the file) ends the response instead of the server.
    createReadStream(compressed)
      .on('error', () => res.destroy())
      .pipe(res);
  };
}

/** The Vite plugin: precompresses at build (`writeBundle`) and serves the copies in `vite preview`. */
export function precompress(): Plugin {
  return {
    name: 'tarelka-precompress',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    async writeBundle(options, bundle) {
      if (!options.dir) return;
      await precompressFiles(options.dir, Object.keys(bundle));
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePrecompressed(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}
