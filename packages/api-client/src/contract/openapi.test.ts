import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, routes } from './index';
import { openApiJson } from './openapi-file';

describe('openapi.json', () => {
  it('is up to date with the contract (run `pnpm --filter @tarelka/api-client openapi`)', async () => {
    const checkedIn = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
    expect(checkedIn).toBe(await openApiJson());
  });

  it('describes every call of the contract once, with shared components', () => {
    const doc = buildOpenApiDocument({ version: '0.0.0' });
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((path) => Object.values(path)) as Array<{
      operationId: string;
    }>;
    expect(operations.map((o) => o.operationId).sort()).toEqual(Object.keys(routes).sort());
    expect(doc.paths['/1/p/cities/{cityId}']).toBeDefined();
    expect(JSON.stringify(doc.paths['/1/p/menus/{id}/positions'])).toContain('#/components/schemas/Position');
    expect(doc.components.schemas.ServerThreshold).toBeDefined();
  });
});
