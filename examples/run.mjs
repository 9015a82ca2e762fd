// `pnpm examples` (a step of `./tarelka test`): the examples as another team would use the SDK,
// from the packed tarballs, outside the pnpm workspace.
//   1. `scripts/release-dry.mjs --keep <tmp>/tarballs` builds, packs and checks every public package;
//   2. each example is copied to <tmp>/<name> and installed with npm: its @tarelka/* dependencies
//      (and theirs) from the tarballs, everything else from the npm registry;
//   3. `npm test` runs in each copy: node-domain prices a cart; react-headless typechecks against
//      the packages' published types, builds with Vite and runs its Playwright smoke test against
//      the reference API.
// Every step has a time limit. The temporary folder is removed after a pass and kept after a
// failure (its path is printed).
//
//   node examples/run.mjs [--tarballs <dir>] [--only <example>]
//
// --tarballs installs the tarballs already in <dir> instead of packing (a faster rerun);
// --only runs one example.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

const examplesDir = new URL('.', import.meta.url).pathname;
const root = resolve(examplesDir, '..');
const EXAMPLES = ['node-domain', 'react-headless'];
const MINUTE = 60_000;

/** The parsed command line. */
function parseArgs(argv) {
  const args = { tarballs: null, only: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--tarballs') args.tarballs = resolve(argv[++i] ?? '');
    else if (argv[i] === '--only' && EXAMPLES.includes(argv[i + 1])) args.only = argv[++i];
    else
      throw new Error(
        `unknown argument ${argv[i]}\nusage: node examples/run.mjs [--tarballs <dir>] [--only ${EXAMPLES.join('|')}]`,
      );
  }
  return args;
}

// pnpm exports npm_config_* to the scripts it runs; npm must not inherit them (they name pnpm's
// own settings and store). No browser download: the smoke test uses Debian's Chromium.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
env.TARELKA_ROOT = root;

/** The process group running now, killed if this script is interrupted. */
let running = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) killGroup(running);
    process.exit(130);
  });
}

function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Runs a command with the output shown, in a process group of its own so a timeout ends its
 * children too (npm's scripts, Playwright's web servers). Resolves to true when it exits with 0.
 */
function run(label, command, args, { cwd, timeoutMs }) {
  console.log(`\n[examples] ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit', detached: true });
    running = child;
    const timer = setTimeout(() => {
      console.error(`[examples] ${label}: no end after ${timeoutMs / 1000} s, stopped`);
      killGroup(child);
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running = null;
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`[examples] ${label}: ${code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      done(code === 0);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      running = null;
      console.error(`[examples] ${label}: ${error.message}`);
      done(false);
    });
  });
}

/** The manifest inside a packed tarball. */
function tarballManifest(file) {
  const out = spawnSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`cannot read package.json in ${file}: ${out.stderr}`);
  return JSON.parse(out.stdout);
}

/**
 * The tarballs an example needs: its @tarelka/* dependencies and, through their manifests, the
 * ones those depend on (no registry has them; npm takes a dependency already installed from a
 * tarball when its version fits the range).
 */
function tarballsFor(manifest, tarballs) {
  const wanted = new Set();
  const visit = (deps = {}) => {
    for (const name of Object.keys(deps)) {
      if (!name.startsWith('@tarelka/') || wanted.has(name)) continue;
      const tarball = tarballs.get(name);
      if (!tarball) throw new Error(`no tarball for ${name} (packed: ${[...tarballs.keys()].join(', ')})`);
      wanted.add(name);
      visit(tarball.manifest.dependencies);
    }
  };
  visit(manifest.dependencies);
  visit(manifest.devDependencies);
  return [...wanted].sort().map((name) => tarballs.get(name).file);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = Date.now();
  const work = mkdtempSync(join(tmpdir(), 'tarelka-examples-'));
  const results = [];
  // The smoke test's API keeps its PGlite database here, so it goes with the folder.
  env.API_DATA_DIR = join(work, 'api-data');

  let tarballDir = args.tarballs;
  if (!tarballDir) {
    tarballDir = join(work, 'tarballs');
    mkdirSync(tarballDir);
    const packed = await run('pack', 'node', ['scripts/release-dry.mjs', '--keep', tarballDir], {
      cwd: root,
      timeoutMs: 10 * MINUTE,
    });
    if (!packed) {
      console.error(`\n[examples] packing failed; nothing installed (work folder ${work})`);
      process.exit(1);
    }
  }
  const tarballs = new Map(
    readdirSync(tarballDir)
      .filter((file) => file.endsWith('.tgz'))
      .map((file) => join(tarballDir, file))
      .map((file) => {
        const manifest = tarballManifest(file);
        return [manifest.name, { file, manifest }];
      }),
  );

  for (const name of args.only ? [args.only] : EXAMPLES) {
    const source = join(examplesDir, name);
    const copy = join(work, name);
    // What a fresh clone holds: no install, build or report of an earlier run in place.
    cpSync(source, copy, {
      recursive: true,
      filter: (path) =>
        !['node_modules', 'dist', '.reports', 'test-results', 'package-lock.json'].includes(basename(path)),
    });
    const manifest = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
    const installed = await run(
      `${name}: install`,
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--no-package-lock',
        '--loglevel=error',
        ...tarballsFor(manifest, tarballs),
      ],
      { cwd: copy, timeoutMs: 8 * MINUTE },
    );
    const passed =
      installed &&
      (await run(`${name}: test`, 'npm', ['test'], {
        cwd: copy,
        timeoutMs: 10 * MINUTE,
      }));
    results.push([name, passed]);
  }

  const failed = results.filter(([, passed]) => !passed).map(([name]) => name);
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`\n[examples] ${results.map(([name, passed]) => `${name} ${passed ? 'passed' : 'FAILED'}`).join(', ')}`);
  console.log(`[examples] ${seconds} s in all`);
  if (failed.length > 0) {
    console.error(`[examples] kept ${work} for a look`);
    process.exit(1);
  }
  rmSync(work, { recursive: true, force: true });
}

await main();
