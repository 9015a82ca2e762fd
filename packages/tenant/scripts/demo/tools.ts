import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CatalogPhoto, LatLng, LocalizedText } from '../../src/catalog/types';

/** mulberry32: a small seeded PRNG, so every run writes the same files. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number): number => min + next() * (max - min),
    int: (min: number, max: number): number => Math.floor(min + next() * (max - min + 1)),
    chance: (p: number): boolean => next() < p,
  };
}
export type Random = ReturnType<typeof createRandom>;

export const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;
export const point = (lat: number, lng: number): LatLng => ({ lat: round6(lat), lng: round6(lng) });
export const text = (ru: string, en?: string, cnr?: string): LocalizedText => ({
  ru,
  ...(en === undefined ? {} : { en }),
  ...(cnr === undefined ? {} : { cnr }),
});

// Local flat projection around a city centre: good to a few metres over a city's extent.
const KM_PER_DEG_LAT = 111.32;
interface Xy {
  x: number;
  y: number;
}
function projector(origin: LatLng) {
  const kmPerDegLng = KM_PER_DEG_LAT * Math.cos((origin.lat * Math.PI) / 180);
  return {
    toXy: (p: LatLng): Xy => ({ x: (p.lng - origin.lng) * kmPerDegLng, y: (p.lat - origin.lat) * KM_PER_DEG_LAT }),
    toLatLng: (p: Xy): LatLng => point(origin.lat + p.y / KM_PER_DEG_LAT, origin.lng + p.x / kmPerDegLng),
  };
}

/** Keeps the part of a polygon on the side of the line where `keep(p) ≥ 0` (Sutherland–Hodgman). */
function clip(polygon: Xy[], keep: (p: Xy) => number): Xy[] {
  const out: Xy[] = [];
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const ka = keep(a);
    const kb = keep(b);
    if (ka >= 0) out.push(a);
    if (ka >= 0 !== kb >= 0) {
      const t = ka / (ka - kb);
      out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    }
  }
  return out;
}

export interface ZoneSite {
  center: LatLng;
  /** Radius in km of the blob drawn around the site before neighbours cut it. */
  radiusKm: number;
}

/**
 * Draws one irregular, star-shaped polygon per site and cuts each by the perpendicular bisectors to
 * the other sites, so zones never overlap (a point belongs to at most one zone). Closed rings.
 */
export function drawZones(sites: ZoneSite[], random: Random, vertices = 14): LatLng[][] {
  const origin = sites[0]!.center;
  const { toXy, toLatLng } = projector(origin);
  const centres = sites.map((site) => toXy(site.center));
  return sites.map((site, index) => {
    const c = centres[index]!;
    let polygon: Xy[] = [];
    for (let v = 0; v < vertices; v += 1) {
      const angle = (2 * Math.PI * v) / vertices + random.between(-0.12, 0.12);
      const r = site.radiusKm * random.between(0.82, 1.12);
      polygon.push({ x: c.x + r * Math.cos(angle), y: c.y + r * Math.sin(angle) });
    }
    centres.forEach((other, j) => {
      if (j === index) return;
      const mid = { x: (c.x + other.x) / 2, y: (c.y + other.y) / 2 };
      const dir = { x: c.x - other.x, y: c.y - other.y };
      // 80 m gap between neighbouring zones keeps borders unambiguous.
      const length = Math.hypot(dir.x, dir.y);
      polygon = clip(polygon, (p) => ((p.x - mid.x) * dir.x + (p.y - mid.y) * dir.y) / length - 0.04);
    });
    const ring = polygon.map(toLatLng);
    const deduped = ring.filter((p, i) => {
      const prev = ring[(i - 1 + ring.length) % ring.length]!;
      return i === 0 || p.lat !== prev.lat || p.lng !== prev.lng;
    });
    return [...deduped, deduped[0]!];
  });
}

/** Points spread along a street from `from` to `to`, with a few metres of jitter. */
export function alongStreet(from: LatLng, to: LatLng, count: number, random: Random): LatLng[] {
  return Array.from({ length: count }, (_, i) => {
    const t = count === 1 ? 0.5 : (i + random.between(0.1, 0.9)) / count;
    return point(
      from.lat + (to.lat - from.lat) * t + random.between(-0.00012, 0.00012),
      from.lng + (to.lng - from.lng) * t + random.between(-0.0002, 0.0002),
    );
  });
}

const require = createRequire(import.meta.url);
const emojiDir = join(dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');

/** Reads width and height from a WebP file's header (VP8X, VP8 or VP8L). */
export function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

/**
 * The content version a catalog photo's `src` carries (`?v=`): the first 12 hex digits of the file's
 * SHA-256, as the API's `photos:stamp` writes it, so the photo's URL changes with the picture.
 */
const contentVersion = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').slice(0, 12);

/** Collects the files a tenant's catalog names and writes them into `tenants/<id>/assets/`. */
export class AssetWriter {
  private readonly written = new Map<string, CatalogPhoto>();
  constructor(private readonly assetsDir: string) {}

  /** A Fluent Emoji 3D picture by code point, e.g. '1f355' (pizza). */
  emoji(code: string, alt?: LocalizedText): CatalogPhoto {
    const src = `emoji/${code}.webp`;
    let photo = this.written.get(src);
    if (!photo) {
      const from = join(emojiDir, `${code}.webp`);
      const bytes = readFileSync(from);
      const to = join(this.assetsDir, src);
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
      photo = { src: `${src}?v=${contentVersion(bytes)}`, ...webpSize(bytes) };
      this.written.set(src, photo);
    }
    return alt ? { ...photo, alt } : { ...photo };
  }

  /** A generated SVG file. */
  svg(src: string, width: number, height: number, body: string, alt?: LocalizedText): CatalogPhoto {
    const to = join(this.assetsDir, src);
    mkdirSync(dirname(to), { recursive: true });
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
    writeFileSync(to, text);
    const versioned = `${src}?v=${contentVersion(Buffer.from(text))}`;
    return alt ? { src: versioned, width, height, alt } : { src: versioned, width, height };
  }
}

const escapeXml = (value: string): string =>
  value.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** A 16:9 banner: gradient, soft circles and a headline; used for resto and promotion photos. */
export function bannerSvg(options: {
  from: string;
  to: string;
  title: string;
  subtitle?: string;
  ink: string;
  width?: number;
  height?: number;
}): string {
  const { from, to, title, subtitle, ink, width = 1280, height = 720 } = options;
  // Shrink long titles to fit: a bold Cyrillic glyph is about 0.6 em wide.
  const titleSize = Math.min(84, Math.floor((width - 192) / (title.length * 0.6)));
  return [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="1080" cy="140" r="260" fill="${ink}" opacity="0.08"/>`,
    `<circle cx="1180" cy="620" r="180" fill="${ink}" opacity="0.06"/>`,
    `<circle cx="160" cy="700" r="220" fill="${ink}" opacity="0.05"/>`,
    `<text x="96" y="380" font-family="Inter, Arial, sans-serif" font-size="${titleSize}" font-weight="700" fill="${ink}">${escapeXml(title)}</text>`,
    subtitle
      ? `<text x="96" y="470" font-family="Inter, Arial, sans-serif" font-size="44" fill="${ink}" opacity="0.85">${escapeXml(subtitle)}</text>`
      : '',
  ].join('');
}

/** Writes pretty JSON with a trailing newline (what Prettier would write). */
export function writeJson(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
