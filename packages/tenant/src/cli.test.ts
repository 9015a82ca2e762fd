import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from './cli';

const repoTenants = fileURLToPath(new URL('../../../tenants/', import.meta.url));

let root: string;
let tenantsDir: string;
let out: string[];
let err: string[];
const cli = (...args: string[]) =>
  run(args, { tenantsDir, root, out: (line) => out.push(line), err: (line) => err.push(line) });

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'tarelka-cli-'));
  tenantsDir = join(root, 'tenants');
  out = [];
  err = [];
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('tenant check', () => {
  it('passes the demo tenants in the repository', async () => {
    const code = await run(['check', 'demo', 'sever'], {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    expect(err).toEqual([]);
    expect(out).toEqual([
      '✓ demo: tenant.json, pages, assets and catalog are valid',
      '✓ sever: tenant.json, pages, assets and catalog are valid',
    ]);
    expect(code).toBe(0);
  });

  it('fails with every problem named by file and JSON path, relative to the repository', async () => {
    await cp(join(repoTenants, 'sever'), join(tenantsDir, 'sever'), { recursive: true });
    const zonesFile = join(tenantsDir, 'sever/catalog/zones.json');
    const zones = JSON.parse(await readFile(zonesFile, 'utf8'));
    zones[1].restoId = 404;
    zones[2].polygon.pop();
    await writeFile(zonesFile, JSON.stringify(zones));

    expect(await cli('check', 'sever')).toBe(1);
    expect(err[0]).toBe('✗ sever: 2 problems');
    expect(err[1]).toBe(
      'tenants/sever/catalog/zones.json: $[1].restoId: refers to restos id 404, which does not exist\n    fix: use the id of an entry in restos.json (known: 11, 12, 13)',
    );
    expect(err[2]).toMatch(/^tenants\/sever\/catalog\/zones\.json: \$\[2\]\.polygon: is not closed/);
  });
});

describe('tenant check: scheduled orders', () => {
  it('names tenant.json and the JSON path of a bad setting', async () => {
    await cp(join(repoTenants, 'demo'), join(tenantsDir, 'demo'), { recursive: true });
    const configFile = join(tenantsDir, 'demo/tenant.json');
    const config = JSON.parse(await readFile(configFile, 'utf8'));
    config.features.scheduledOrders = { enabled: true, slotStep: 25, horizonDays: 7 };
    await writeFile(configFile, JSON.stringify(config));

    expect(await cli('check', 'demo')).toBe(1);
    expect(err[0]).toBe('✗ demo: 1 problem');
    expect(err[1]).toMatch(/^tenants\/demo\/tenant\.json: \$\.features\.scheduledOrders\.slotStep: /);
  });
});

describe('tenant new', () => {
  it('scaffolds a tenant that passes the check', async () => {
    expect(await cli('new', 'acme', '--name', 'Акме')).toBe(0);
    expect(out).toEqual(['Created tenants/acme. Edit tenant.json and catalog/, then run: pnpm tenant:check acme']);
    const config = JSON.parse(await readFile(join(tenantsDir, 'acme/tenant.json'), 'utf8'));
    expect(config).toMatchObject({
      id: 'acme',
      name: 'Акме',
      $schema: '../../packages/tenant/schema/tenant.schema.json',
    });
    expect(await cli('check', 'acme')).toBe(0);
  });

  it('refuses an existing folder and a bad id', async () => {
    await cli('new', 'acme');
    expect(await cli('new', 'acme')).toBe(1);
    expect(await cli('new', 'Bad_Id')).toBe(1);
    expect(err).toEqual([
      'tenants/acme: $: already exists\n    fix: pick another id or delete the folder first',
      'tenants/Bad_Id: $.id: "Bad_Id" is not a valid white-label id\n    fix: use 2–32 lower-case letters, digits and dashes, starting with a letter',
    ]);
  });

  it('prints usage for an unknown command', async () => {
    expect(await cli('frobnicate')).toBe(2);
    expect(err[0]).toContain('Usage:');
  });
});
