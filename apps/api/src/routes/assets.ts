import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
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

/** Serves `tenants/<id>/assets/*` (catalog photos) with long caching; images only. */
export async function assetRoutes(app: FastifyInstance, options: { tenantsDir: string }) {
  app.get<{ Params: { whiteLabel: string; '*': string } }>(
    '/assets/:whiteLabel/*',
    { schema: { hide: true } as never },
    async (request, reply) => {
      const { whiteLabel } = request.params;
      const type = TYPES[extname(request.params['*']).toLowerCase()];
      if (!/^[a-z0-9][a-z0-9_-]*$/i.test(whiteLabel) || !type) throw new HttpError(404, 'not-found', 'No such asset');
      const root = join(options.tenantsDir, whiteLabel, 'assets');
      const file = normalize(join(root, request.params['*']));
      if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
        throw new HttpError(404, 'not-found', 'No such asset');
      }
      reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(createReadStream(file));
    },
  );
}
