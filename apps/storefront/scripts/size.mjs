#!/usr/bin/env node
// `pnpm size`: builds the storefront for every tenant (with hidden source maps, to see which modules
// each chunk holds), then reports the gzip and brotli sizes of the JS and CSS of the first route and
// of every lazy route, checks them against size-budgets.json and exits 1 naming every overshoot.
//
//   node scripts/size.mjs [--tenant demo]… [--no-build] [--modules [n]]
//
// --no-build measures the previous `pnpm size` build in dist/.size/<tenant>; --modules prints the
// first route's biggest modules (minified bytes, from the source maps). SIZE_OUT_DIR builds into
// another folder (<dir>/<tenant>), so two people measuring on one machine do not race.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkBudgets,
  compressedSizes,
  entryKey,
  filesOf,
  findForbidden,
  formatTable,
  kib,
  readModules,
  servedSizes,
  staticClosure,
  sumSizes,
} from './size-lib.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const root = join(appDir, '../..');
const budgets = JSON.parse(readFileSync(join(appDir, 'size-budgets.json'), 'utf8'));

function parseArgs(argv) {
  const args = { tenants: [], build: true, modules: 0 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--tenant') args.tenants.push(argv[++i]);
    else if (arg === '--no-build') args.build = false;
    else if (arg === '--modules') args.modules = /^\d+$/.test(argv[i + 1] ?? '') ? Number(argv[++i]) : 25;
    else {
      console.error(
        `unknown argument ${arg}\nusage: node scripts/size.mjs [--tenant id]… [--no-build] [--modules [n]]`,
      );
      process.exit(2);
    }
  }
  if (args.tenants.length === 0) {
    args.tenants = readdirSync(join(root, 'tenants')).filter((d) =>
      existsSync(join(root, 'tenants', d, 'tenant.json')),
    );
  }
  return args;
}

function build(tenant, outDir) {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--configLoader', 'native', '--sourcemap', 'hidden', '--logLevel', 'warn'],
    {
      cwd: appDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        TENANT: tenant,
        STOREFRONT_OUT_DIR: outDir,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=@tarelka/source --import tsx`.trim(),
      },
    },
  );
  if (result.status !== 0) {
    console.error(`size: the ${tenant} build failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  console.log(`built ${tenant} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${outDir}`);
}

function dirname(path) {
  return join(path, '..');
}

/** A lazy entry's short name: the package for a dependency, the file name for our code. */
function lazyName(key) {
  const dependency = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(key);
  if (dependency) return dependency[1];
  const ownPackage = /packages\/(\w+)\/src\/(?:.*\/)?([\w.-]+)\.\w+$/.exec(key);
  if (ownPackage) return `@tarelka/${ownPackage[1]} ${ownPackage[2]}`;
  return basename(key).replace(/\.\w+$/, '');
}

function measure(tenant, outDir, showModules) {
  const manifestFile = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `${manifestFile} is missing: run without --no-build (build.manifest must stay on in vite.config.ts)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizeCache = new Map();
  const sizeOf = (file) => {
    if (!sizeCache.has(file)) sizeCache.set(file, servedSizes(join(outDir, file)));
    return sizeCache.get(file);
  };

  // The first route: the entry, its static imports, and the lazy chunks home and a menu page load.
  // A module merged into a named chunk (vite.config.ts codeSplitting groups) has no manifest key of
  // its own: the chunk whose source map lists it stands for it.
  const chunkOf = (module) => {
    if (manifest[module]) return manifest[module] && module;
    const path = `apps/storefront/${module}`;
    return Object.keys(manifest).find((key) => {
      const file = manifest[key].file;
      return file.endsWith('.js') && readModules(outDir, file, root)?.has(path);
    });
  };
  const firstRouteChunks = budgets.firstRoute.modules.map((module) => [module, chunkOf(module)]);
  const missing = firstRouteChunks.filter(([, key]) => !key).map(([module]) => module);
  if (missing.length > 0) {
    throw new Error(
      `size-budgets.json firstRoute.modules names ${missing.join(', ')}, in no chunk of the build (renamed or removed?)`,
    );
  }
  const firstKeys = staticClosure(manifest, [entryKey(manifest), ...firstRouteChunks.map(([, key]) => key)]);
  const firstFiles = filesOf(manifest, firstKeys);
  const first = { js: sumSizes(firstFiles.js, sizeOf), css: sumSizes(firstFiles.css, sizeOf) };

  // The cold first visit (issue 31): the first route plus what a visitor with empty storage loads
  // before choosing anything, the location popup and the cookie banner.
  const firstVisitModules = budgets.firstVisit?.modules ?? [];
  const unknown = firstVisitModules.filter((module) => !manifest[module]);
  if (unknown.length > 0) {
    throw new Error(`size-budgets.json firstVisit.modules names ${unknown.join(', ')}, no lazy entry of the build`);
  }
  const firstVisitFiles = filesOf(manifest, staticClosure(manifest, [...firstKeys, ...firstVisitModules]));
  const firstVisit = { js: sumSizes(firstVisitFiles.js, sizeOf), css: sumSizes(firstVisitFiles.css, sizeOf) };

  // What each first-route module is made of (hidden source maps of the size build).
  const firstModules = new Map();
  let mapped = 0;
  for (const file of firstFiles.js) {
    // The bundler's own runtime chunk comes without a map: it counts as one module of its own.
    const modules = readModules(outDir, file, root) ?? new Map([[`(no source map) ${file}`, sizeOf(file).raw]]);
    if (!modules.has(`(no source map) ${file}`)) mapped += 1;
    for (const [name, bytes] of modules) firstModules.set(name, (firstModules.get(name) ?? 0) + bytes);
  }
  if (mapped === 0) throw new Error(`${outDir} has no source maps: run without --no-build`);
  const forbidden = findForbidden([...firstModules.keys()], budgets.forbiddenInFirstRoute);

  // Every lazy route (one chunk per route module) and every other lazy entry: what it adds on top.
  const lazy = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || firstKeys.has(key)) continue;
    const added = [...staticClosure(manifest, [key])].filter((k) => !firstKeys.has(k));
    const files = filesOf(manifest, added);
    const route = /^src\/app\/pages\/(\w+)\.tsx$/.exec(key);
    lazy.push({
      name: route ? route[1] : key,
      isRoute: Boolean(route),
      js: sumSizes(files.js, sizeOf),
      css: sumSizes(files.css, sizeOf),
    });
  }
  lazy.sort((a, b) => Number(b.isRoute) - Number(a.isRoute) || a.name.localeCompare(b.name));
  // Files are named by hash alone (vite.config.ts): the chunk's first module or name says what it is.
  const lazyChunks = Object.entries(manifest)
    .filter(
      ([, c], i, all) =>
        c.file.endsWith('.js') && !firstFiles.js.has(c.file) && all.findIndex(([, o]) => o.file === c.file) === i,
    )
    .map(([key, c]) => ({ file: c.file, holds: c.src ?? c.name ?? key, ...sizeOf(c.file) }))
    .sort((a, b) => b.brotli - a.brotli);

  // The tenant's config travels as JSON in index.html (vite.config.ts), not as first-route JS:
  // reported beside it, so the move is visible.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const configJson = /<script type="application\/json" id="app-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (configJson === undefined) throw new Error(`${outDir}/index.html has no <script id="app-config">`);
  const tenantConfigSize = compressedSizes(Buffer.from(configJson));

  const report = {
    tenant,
    first: { ...first, files: [...firstFiles.js, ...firstFiles.css] },
    firstVisit,
    tenantConfig: tenantConfigSize,
    routes: lazy.filter((l) => l.isRoute),
    otherLazy: lazy.filter((l) => !l.isRoute),
    lazyChunks,
    forbidden,
    firstModules: [...firstModules].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => ({ name, bytes })),
  };

  const fb = budgets.firstRoute.budget;
  const row = (name, s, budget) => [
    name,
    String(s.js.files),
    kib(s.js.raw),
    kib(s.js.gzip),
    kib(s.js.brotli),
    s.css.files ? kib(s.css.gzip) : '-',
    s.css.files ? kib(s.css.brotli) : '-',
    budget ?? '-',
  ];
  const rows = [row('first route (home + menu)', first, fb.jsGzip)];
  if (firstVisitModules.length > 0)
    rows.push(row('cold first visit (+ popup, banner)', firstVisit, budgets.firstVisit.budget?.jsGzip));
  for (const r of report.routes) {
    const budget = { ...budgets.lazyRouteDefault, ...budgets.routes?.[r.name] };
    rows.push(row(`  + ${r.name}`, r, budget.jsGzip));
  }
  for (const r of report.otherLazy) rows.push(row(`  + lazy ${lazyName(r.name)}`, r, undefined));
  console.log(`\n${tenant}: sizes in KiB (lazy rows: what they add to the first route)`);
  console.log(
    formatTable(['chunk group', 'files', 'JS min', 'JS gzip', 'JS br', 'CSS gzip', 'CSS br', 'budget (JS gzip)'], rows),
  );
  if (fb.targetJsGzip !== undefined) {
    const gap = first.js.gzip - fb.targetJsGzip * 1024;
    console.log(
      `first route target: ${fb.targetJsGzip} KiB JS gzip (issue #14) — ${gap > 0 ? `${kib(gap)} KiB to go` : 'met'}; the budget that fails the run is ${fb.jsGzip} KiB`,
    );
  }
  console.log(
    `tenant config, as JSON in index.html (not in the JS above): ${kib(tenantConfigSize.gzip)} KiB gzip on its own`,
  );
  const biggest = lazyChunks[0];
  if (biggest)
    console.log(
      `largest lazy chunk: ${biggest.file} (${lazyName(biggest.holds)}) ${kib(biggest.brotli)} KiB brotli (limit < ${budgets.lazyChunkMaxBrotli})`,
    );
  console.log(
    `forbidden in the first route (${Object.keys(budgets.forbiddenInFirstRoute).join(', ')}): ${forbidden.length === 0 ? 'none' : forbidden.map((f) => f.name).join(', ')}`,
  );
  if (showModules > 0) {
    console.log(`\n${tenant}: the first route's ${showModules} biggest modules (minified bytes, before compression)`);
    console.log(
      formatTable(
        ['module', 'KiB'],
        report.firstModules
          .slice(0, showModules)
          .map((m) => [m.name.replace(/^.*node_modules\//, 'node_modules/'), kib(m.bytes)]),
      ),
    );
  }
  return report;
}

const args = parseArgs(process.argv.slice(2));
const failures = [];
const reports = [];
for (const tenant of args.tenants) {
  const outDir = join(
    process.env.SIZE_OUT_DIR ? resolve(process.env.SIZE_OUT_DIR) : join(appDir, 'dist/.size'),
    tenant,
  );
  if (args.build) build(tenant, outDir);
  try {
    const report = measure(tenant, outDir, args.modules);
    reports.push(report);
    failures.push(...checkBudgets(report, budgets));
  } catch (error) {
    failures.push(`${tenant}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
mkdirSync(join(appDir, '.reports'), { recursive: true });
writeFileSync(
  join(appDir, '.reports/size.json'),
  `${JSON.stringify(
    reports.map(({ firstModules, ...r }) => ({ ...r, firstModules })),
    null,
    2,
  )}\n`,
);
if (failures.length > 0) {
  console.error(`\nsize: ${failures.length} budget(s) exceeded (apps/storefront/size-budgets.json):`);
  for (const f of failures) console.error(`  ✗ ${f}`);
  process.exit(1);
}
console.log(`\nsize: every budget met (${args.tenants.join(', ')}); report in apps/storefront/.reports/size.json`);
