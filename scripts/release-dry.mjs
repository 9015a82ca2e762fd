// `pnpm release:dry` (also the last step of `pnpm lint`): the release of the public packages, run
// locally without a registry. For every package under packages/ that is not private it
//   1. checks the manifest fields a consumer relies on (license, repository, engines.node,
//      sideEffects, files, publishConfig.access) and the README (install, example, API table);
//   2. builds it (tsup: ESM + CJS + d.ts) and packs it with `pnpm pack` into a temporary folder,
//      the tarball `pnpm publish` would upload (workspace: ranges replaced by versions);
//   3. lints the tarball with publint (--strict) and Are The Types Wrong (node16 + bundler
//      resolution, ESM and CJS), and checks that no source, test or story file is shipped;
//   4. prints each tarball with its packed size and file count.
// It exits non-zero on the first report with a problem, after listing every problem it found.
//
//   node scripts/release-dry.mjs [--keep <dir>] [--no-build]
//
// --keep writes the tarballs to <dir> instead of a temporary folder (the examples/ install them);
// --no-build packs the dist/ folders as they are.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** The parsed command line. */
function parseArgs(argv) {
  const args = { keep: null, build: true };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--keep') args.keep = resolve(argv[++i] ?? '');
    else if (argv[i] === '--no-build') args.build = false;
    else
      throw new Error(`unknown argument ${argv[i]}\nusage: node scripts/release-dry.mjs [--keep <dir>] [--no-build]`);
  }
  return args;
}

/** Public workspace packages: packages/<name>/package.json without `private`. */
export function publicPackages(dir = join(root, 'packages')) {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => existsSync(join(path, 'package.json')))
    .map((path) => ({ path, manifest: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/**
 * What a published manifest and README lack, as sentences (empty when nothing does).
 *
 * @example
 * manifestProblems({ name: '@tarelka/x', license: 'MIT' }, '# x'); // ['no repository', …]
 */
export function manifestProblems(manifest, readme) {
  const problems = [];
  if (!manifest.license) problems.push('no license');
  if (!manifest.repository?.url || !manifest.repository?.directory) problems.push('no repository (url and directory)');
  if (!manifest.engines?.node) problems.push('no engines.node');
  if (typeof manifest.sideEffects === 'undefined') problems.push('no sideEffects');
  if (!Array.isArray(manifest.files) || manifest.files.length === 0) problems.push('no files list');
  if (manifest.publishConfig?.access !== 'public') problems.push('publishConfig.access is not public');
  if (!manifest.description) problems.push('no description');
  if (!/^#+ .*install/im.test(readme) || !readme.includes(`${manifest.name}`))
    problems.push('README has no install section naming the package');
  if (!/```(ts|tsx|js|jsx|typescript)\n/.test(readme)) problems.push('README has no code example');
  if (!/^\|.*\|\s*$/m.test(readme)) problems.push('README has no API table');
  return problems;
}

/** The file names inside a .tgz (Debian's tar reads it). */
function tarballFiles(file) {
  return spawnSync('tar', ['-tzf', file], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
}

/** Shipped files that must not be: sources, tests, stories, fixtures, configs. */
export function strayFiles(files) {
  return files.filter(
    (name) =>
      /(^|\/)src\//.test(name.replace(/^package\//, '')) ||
      /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(name) ||
      /(^|\/)(vitest|tsup|vite)\.config\./.test(name) ||
      /(^|\/)tsconfig(\..*)?\.json$/.test(name),
  );
}

function run(cmd, args, cwd) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { ok: result.status === 0, out: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/** A tool of the root's devDependencies (publint, attw), through its node_modules/.bin shim. */
const bin = (name) => join(root, 'node_modules', '.bin', name);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const packages = publicPackages();
  // A kept folder holds this run's tarballs only (no stale version beside them).
  if (args.keep) rmSync(args.keep, { recursive: true, force: true });
  const out = args.keep ?? mkdtempSync(join(tmpdir(), 'tarelka-release-'));
  mkdirSync(out, { recursive: true });
  const publint = bin('publint');
  const attw = bin('attw');
  const problems = [];
  const rows = [];

  if (args.build) {
    const built = run(
      'pnpm',
      [
        'exec',
        'turbo',
        'run',
        'build',
        '--output-logs=errors-only',
        ...packages.map(({ manifest }) => `--filter=${manifest.name}`),
      ],
      root,
    );
    if (!built.ok) {
      console.error(built.out);
      process.exit(1);
    }
  }

  for (const { path, manifest } of packages) {
    const name = manifest.name;
    const readme = existsSync(join(path, 'README.md')) ? readFileSync(join(path, 'README.md'), 'utf8') : '';
    for (const problem of manifestProblems(manifest, readme)) problems.push(`${name}: ${problem}`);

    const packed = run('pnpm', ['pack', '--pack-destination', out], path);
    const tarball = packed.out
      .split('\n')
      .map((line) => line.trim())
      .reverse()
      .find((line) => line.endsWith('.tgz'));
    if (!packed.ok || !tarball) {
      problems.push(`${name}: pnpm pack failed\n${packed.out}`);
      continue;
    }
    const file = tarball.startsWith('/') ? tarball : join(out, tarball);
    const files = tarballFiles(file);
    for (const stray of strayFiles(files)) problems.push(`${name}: ships ${stray}`);
    const shippedManifest = JSON.parse(
      spawnSync('tar', ['-xOzf', file, 'package/package.json'], { encoding: 'utf8' }).stdout || '{}',
    );
    const workspaceRanges = Object.entries({ ...shippedManifest.dependencies, ...shippedManifest.peerDependencies })
      .filter(([, range]) => String(range).startsWith('workspace:') || String(range).startsWith('catalog:'))
      .map(([dep]) => dep);
    if (workspaceRanges.length)
      problems.push(`${name}: the tarball keeps workspace:/catalog: ranges for ${workspaceRanges.join(', ')}`);

    const lint = run(publint, ['run', file, '--strict'], path);
    if (!lint.ok) problems.push(`${name}: publint\n${lint.out}`);
    const types = run(attw, [file, '--profile', 'node16', '--format', 'ascii', '--no-emoji'], path);
    if (!types.ok) problems.push(`${name}: Are The Types Wrong\n${types.out}`);

    rows.push(
      `| ${name} | ${manifest.version} | ${(statSync(file).size / 1024).toFixed(1)} KiB | ${files.length} | ${file.slice(out.length + 1)} |`,
    );
  }

  console.log(`[release:dry] tarballs in ${out}\n`);
  console.log('| package | version | packed | files | tarball |\n| --- | --- | --- | --- | --- |');
  console.log(rows.join('\n'));
  if (!args.keep) rmSync(out, { recursive: true, force: true });
  if (problems.length) {
    console.error(`\n[release:dry] ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`\n[release:dry] ${rows.length} packages pass publint --strict and attw (node16, bundler)`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
