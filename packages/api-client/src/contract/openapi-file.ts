import { readFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from './openapi';

const FILE = new URL('../../openapi.json', import.meta.url);

/** The text of `openapi.json`: the document of the package's version, formatted as the repo's Prettier does. */
export async function openApiJson(): Promise<string> {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  const options = (await resolveConfig(FILE.pathname)) ?? {};
  return format(JSON.stringify(buildOpenApiDocument({ version: pkg.version })), { ...options, parser: 'json' });
}

/** Where `openapi.json` lives. */
export const OPENAPI_FILE = FILE;
