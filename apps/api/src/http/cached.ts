import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody, TenantSnapshot } from '../catalog/snapshot';

const MAX_ENTRIES = 10_000;
const COMPRESS_FROM = 1024;

/** How long browsers and proxies may reuse a catalog answer before revalidating with its ETag. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

function build(snapshot: TenantSnapshot, value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(json).digest('base64url').slice(0, 22);
  const big = json.length >= COMPRESS_FROM;
  return {
    json,
    etag: `"${snapshot.version.slice(0, 8)}-${hash}"`,
    gzip: big ? gzipSync(json, { level: 9 }) : null,
    br: big ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : null,
  };
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Answers a catalog read from the snapshot's cache of serialised, pre-compressed bodies: built
 * once per catalog version, language and URL, then served with ETag and Cache-Control; a matching
 * If-None-Match gets 304 with no body.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: TenantSnapshot,
  key: string,
  value: () => unknown,
): FastifyReply {
  let entry = snapshot.bodies.get(key);
  if (!entry) {
    entry = build(snapshot, value());
    if (snapshot.bodies.size >= MAX_ENTRIES) snapshot.bodies.clear();
    snapshot.bodies.set(key, entry);
  }
  reply
    .header('etag', entry.etag)
    .header('cache-control', CATALOG_CACHE_CONTROL)
    .header('vary', 'Accept-Encoding, Accept-Language, X-White-Label');
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const accepts = request.headers['accept-encoding'] ?? '';
  reply.type('application/json; charset=utf-8');
  if (entry.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(entry.br);
  if (entry.gzip && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.json);
}
