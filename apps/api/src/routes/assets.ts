import { createReadStream } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { assetFile, fileVersion } from '../catalog/photo-versions';
import { HttpError } from '../http/errors';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** A versioned photo (`?v=` its content's version): its URL changes with the picture. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Any other request of a photo: revalidated with its ETag (a 304 costs no body). */
export const REVALIDATE_CACHE_CONTROL = 'public, no-cache';

/**
 * Serves `tenants/<id>/assets/*` (catalog photos; images only). The catalog names each photo with
 * `?v=<version>` (catalog/photo-versions.ts): a request whose version is the file's current one is
 * cached for a year as immutable; without one, or with a stale one, the current file is sent to be
 * revalidated on every use. Every answer carries the version as its ETag.
 */
export async function assetRoutes(app: FastifyInstance, options: { tenantsDir: string }) {
  app.get<{ Params: { whiteLabel: string; '*': string }; Querystring: { v?: string } }>(
    '/assets/:whiteLabel/*',
    { schema: { hide: true } as never },
    async (request, reply) => {
      const { whiteLabel } = request.params;
      const type = TYPES[extname(request.params['*']).toLowerCase()];
      if (!/^[a-z0-9][a-z0-9_-]*$/i.test(whiteLabel) || !type) throw new HttpError(404, 'not-found', 'No such asset');
      const file = assetFile(join(options.tenantsDir, whiteLabel, 'assets'), request.params['*']);
      const version = file && fileVersion(file);
      if (!file || !version) throw new HttpError(404, 'not-found', 'No such asset');
      const etag = `"${version}"`;
      reply
        .type(type)
        .header('cache-control', request.query.v === version ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL)
        .header('etag', etag)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      return reply.send(createReadStream(file));
    },
  );
}
