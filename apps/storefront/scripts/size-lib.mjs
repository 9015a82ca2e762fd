// The pure part of `pnpm size`: chunk graph from Vite's manifest, compressed sizes, module lists
// from source maps and the budget check. `size.mjs` builds and prints; tests call these directly.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const KiB = 1024;

/** gzip (level 9) and brotli (quality 11) sizes of one file's bytes, as a server would send it. */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
}

/**
 * The sizes a client receives for one file of the build: its precompressed `.gz` and `.br` copies
 * (build/precompress.ts) where the build wrote them, else gzip level 9 and brotli quality 11.
 */
export function servedSizes(path) {
  const bytes = readFileSync(path);
  const copy = (suffix) => (existsSync(path + suffix) ? statSync(path + suffix).size : null);
  const [gzip, brotli] = [copy('.gz'), copy('.br')];
  // Compressing is the slow part (brotli 11 on the entry takes a second): only for a missing copy.
  const computed = gzip === null || brotli === null ? compressedSizes(bytes) : null;
  return { raw: bytes.length, gzip: gzip ?? computed.gzip, brotli: brotli ?? computed.brotli };
}

/** The manifest's entry chunk key (`index.html`). */
export function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the Vite manifest, found ${entries.length}`);
  return entries[0][0];
}

/** Manifest keys of a chunk and everything it imports statically (what loads with it). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The JS and CSS files of a set of manifest keys. */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

/** Sums per-file sizes (each file is its own request, compressed on its own). */
export function sumSizes(files, sizeOf) {
  const total = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const s = sizeOf(file);
    total.files += 1;
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((c, i) => [c, i]));

/**
 * Decodes one source-map `mappings` line into [generatedColumn, sourceIndex, originalLine,
 * nameIndex] segments (-1 where a segment has none); `state` carries the running values across lines.
 */
function decodeLine(line, state) {
  const segments = [];
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64_VALUE.get(char);
      if (digit === undefined) throw new Error(`bad source map character ${char}`);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    state.column += values[0];
    if (values.length > 1) {
      state.source += values[1];
      state.line = (state.line ?? 0) + values[2];
      if (values.length > 4) state.name = (state.name ?? 0) + values[4];
      segments.push([state.column, state.source, state.line, values.length > 4 ? state.name : -1]);
    } else segments.push([state.column, -1, -1, -1]);
  }
  return segments;
}

/**
 * Bytes of a generated file attributed to each original module through its source map (a segment
 * owns the bytes up to the next one). Paths are relative to `root`, with `/` separators.
 */
export function moduleBytes(code, map, mapFile, root) {
  const sources = map.sources.map((s) =>
    relative(root, resolve(dirname(mapFile), map.sourceRoot ?? '', s))
      .split(sep)
      .join('/'),
  );
  const bytes = new Map();
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  const state = { column: 0, source: 0 };
  for (let i = 0; i < mappingLines.length; i += 1) {
    state.column = 0;
    const segments = decodeLine(mappingLines[i], state);
    const lineLength = Buffer.byteLength(lines[i] ?? '');
    for (let j = 0; j < segments.length; j += 1) {
      const [column, source] = segments[j];
      const end = j + 1 < segments.length ? segments[j + 1][0] : lineLength;
      const name = source >= 0 ? sources[source] : '(generated)';
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - column));
    }
  }
  for (const source of sources) if (!bytes.has(source)) bytes.set(source, 0);
  return bytes;
}

/** The decoded `mappings` of each source map {@link originalPosition} has read, by map object. */
const decodedMaps = new WeakMap();

/**
 * Where a generated position (0-based line and column) comes from in a source map: the module as
 * the map names it (`map.sources`), its 1-based line and the original name, or null for generated
 * code. Decodes the map once per `map` object.
 *
 * @example
 * originalPosition(map, 0, 120); // { source: '../src/main.tsx', line: 23, name: 'start' }
 */
export function originalPosition(map, line, column) {
  let lines = decodedMaps.get(map);
  if (!lines) {
    const state = { column: 0, source: 0, line: 0, name: 0 };
    lines = map.mappings.split(';').map((text) => {
      state.column = 0;
      return decodeLine(text, state);
    });
    decodedMaps.set(map, lines);
  }
  const segments = lines[line] ?? [];
  let found = null;
  for (const segment of segments) {
    if (segment[0] > column) break;
    found = segment;
  }
  if (!found || found[1] < 0) return null;
  return {
    source: map.sources[found[1]],
    line: found[2] + 1,
    name: found[3] >= 0 ? (map.names?.[found[3]] ?? null) : null,
  };
}

/** Reads `<file>.map` beside a built JS file; null when the build has no source maps. */
export function readModules(outDir, file, root) {
  const mapFile = join(outDir, `${file}.map`);
  let map;
  try {
    map = JSON.parse(readFileSync(mapFile, 'utf8'));
  } catch {
    return null;
  }
  return moduleBytes(readFileSync(join(outDir, file), 'utf8'), map, mapFile, root);
}

/** The module-path fragments of forbidden packages found in a list of module paths. */
export function findForbidden(modules, forbidden) {
  const hits = [];
  for (const [name, patterns] of Object.entries(forbidden)) {
    const matched = modules.filter((m) => patterns.some((p) => m.includes(p)));
    if (matched.length > 0) hits.push({ name, modules: matched });
  }
  return hits;
}

const kib = (bytes) => (bytes / KiB).toFixed(2);

/**
 * Checks measured sizes against budgets (KiB). `report` is { tenant, first: {js, css}, firstVisit?: {js, css},
 * routes: [{ name, js, css }], lazyChunks: [{ file, brotli }], forbidden: [{ name, modules }] };
 * returns the failures as readable sentences (empty when within budget).
 */
export function checkBudgets(report, budgets) {
  const failures = [];
  const over = (what, measured, limit, unit) => {
    if (limit === undefined || measured <= limit * KiB) return;
    failures.push(
      `${report.tenant}: ${what} is ${kib(measured)} KiB ${unit}, over its ${limit} KiB budget by ${kib(measured - limit * KiB)} KiB`,
    );
  };
  const first = budgets.firstRoute?.budget ?? {};
  over('first route JS', report.first.js.gzip, first.jsGzip, 'gzip');
  over('first route JS', report.first.js.brotli, first.jsBrotli, 'brotli');
  over('first route CSS', report.first.css.gzip, first.cssGzip, 'gzip');
  if (report.firstVisit)
    over('cold first visit JS', report.firstVisit.js.gzip, budgets.firstVisit?.budget?.jsGzip, 'gzip');
  for (const route of report.routes) {
    const budget = { ...budgets.lazyRouteDefault, ...budgets.routes?.[route.name] };
    over(`lazy route ${route.name} JS`, route.js.gzip, budget.jsGzip, 'gzip');
    over(`lazy route ${route.name} JS`, route.js.brotli, budget.jsBrotli, 'brotli');
    over(`lazy route ${route.name} CSS`, route.css.gzip, budget.cssGzip, 'gzip');
  }
  for (const chunk of report.lazyChunks) {
    if (budgets.lazyChunkMaxBrotli !== undefined && chunk.brotli >= budgets.lazyChunkMaxBrotli * KiB) {
      failures.push(
        `${report.tenant}: lazy chunk ${chunk.file} is ${kib(chunk.brotli)} KiB brotli, at or over the ${budgets.lazyChunkMaxBrotli} KiB limit by ${kib(chunk.brotli - budgets.lazyChunkMaxBrotli * KiB)} KiB`,
      );
    }
  }
  for (const hit of report.forbidden) {
    failures.push(
      `${report.tenant}: the first route must not load ${hit.name}, but it contains ${hit.modules.slice(0, 3).join(', ')}${hit.modules.length > 3 ? ` and ${hit.modules.length - 3} more` : ''}`,
    );
  }
  return failures;
}

/** Plain-text table: columns padded, numbers right-aligned. */
export function formatTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const numeric = header.map((_, i) => rows.every((r) => /^[\d.]+$|^-$/.test(String(r[i]))) && i > 0);
  const line = (cells) =>
    cells.map((c, i) => (numeric[i] ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export { kib };
