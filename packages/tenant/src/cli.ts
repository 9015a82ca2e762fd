/**
 * `pnpm tenant:check [id]` and `pnpm tenant:new <id> [--name "Name"]`.
 * Tenant folders are resolved against the repository's `tenants/`, whatever the working directory.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TenantConfigError } from './problems';
import type { TenantProblem } from './problems';
import { checkTenant, scaffoldTenant } from './node';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the CLI reads and writes; tests point it at a temporary folder. */
export interface CliOptions {
  tenantsDir?: string;
  /** Paths in messages are shown relative to this folder. */
  root?: string;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

const USAGE = `Usage:
  tenant check [id]              validate tenants/<id> (every tenant when no id)
  tenant new <id> [--name Name]  scaffold tenants/<id> from the template`;

/** Runs the CLI and returns its exit code. */
export async function run(args: readonly string[], options: CliOptions = {}): Promise<number> {
  const tenantsDir = options.tenantsDir ?? join(repoRoot, 'tenants');
  const root = options.root ?? repoRoot;
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = options.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const show = (problem: TenantProblem) =>
    `${relative(root, problem.file) || problem.file}: ${problem.path}: ${problem.message}${problem.hint ? `\n    fix: ${problem.hint}` : ''}`;
  const [command, ...rest] = args;

  if (command === 'check') {
    const ids = rest.length
      ? rest
      : (await readdir(tenantsDir, { withFileTypes: true }))
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name);
    let failed = 0;
    for (const id of ids) {
      const problems = await checkTenant(join(tenantsDir, id));
      if (problems.length === 0) {
        out(`✓ ${id}: tenant.json, pages, assets and catalog are valid`);
        continue;
      }
      failed += 1;
      err(`✗ ${id}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
      for (const problem of problems) err(show(problem));
    }
    return failed ? 1 : 0;
  }

  if (command === 'new') {
    const [id, ...flags] = rest;
    const nameIndex = flags.indexOf('--name');
    const name = nameIndex >= 0 ? flags[nameIndex + 1] : undefined;
    if (!id || (nameIndex >= 0 && !name)) {
      err(USAGE);
      return 2;
    }
    try {
      const dir = await scaffoldTenant({ id, tenantsDir, ...(name ? { name } : {}) });
      out(`Created ${relative(root, dir) || dir}. Edit tenant.json and catalog/, then run: pnpm tenant:check ${id}`);
      return 0;
    } catch (error) {
      if (!(error instanceof TenantConfigError)) throw error;
      for (const problem of error.problems) err(show(problem));
      return 1;
    }
  }

  err(USAGE);
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await run(process.argv.slice(2));
}
