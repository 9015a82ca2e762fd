// One UI (issue 24): fails on a `PLACEHOLDER` marker anywhere in the workspace's sources, and on a
// value export of @tarelka/ui that no customer screen renders. An export counts as rendered when
// the storefront (or @tarelka/maps, whose parts the storefront renders) uses it outside tests, or
// when a kit component that counts uses it. The only other way in is a row of the kit README's
// "Turned on by a tenant setting" table naming the setting and an e2e spec that exercises it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const kitSrc = join(root, 'packages/ui/src');
const skipped = ['node_modules', 'dist', '.turbo', 'storybook-static', '.reports', 'test-results', 'artifacts'];
const isTest = (path) => /\.(test|spec|stories|test-d)\.[jt]sx?$/.test(path) || /[\\/](e2e|testing)[\\/]/.test(path);

/** Source files under `dir` (TypeScript and JavaScript, no build output). */
const walk = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        if (skipped.includes(name) || name.startsWith('.')) return [];
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : /\.(m?[jt]sx?)$/.test(name) ? [path] : [];
      })
    : [];

const problems = [];

// 1. No PLACEHOLDER markers: the kit they waited for has landed.
for (const top of ['apps', 'packages']) {
  for (const file of walk(join(root, top))) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.includes('PLACEHOLDER')) problems.push(`${relative(root, file)}:${i + 1}: PLACEHOLDER marker`);
      });
  }
}

// 2. Every value export of the kit is rendered by a screen (or justified in its README).
const index = readFileSync(join(kitSrc, 'index.ts'), 'utf8');
/** Export name → the kit module (relative to src, no extension) it comes from. */
const exported = new Map();
for (const match of index.matchAll(/^export\s+\{([^}]+)\}\s+from\s+'\.\/([^']+)'/gm)) {
  for (const spec of match[1].split(',')) {
    const name = spec
      .trim()
      .split(/\s+as\s+/)
      .pop();
    if (name && !name.startsWith('type ')) exported.set(name, match[2]);
  }
}

const stripImports = (source) => source.replace(/^\s*import\s[\s\S]*?from\s*['"][^'"]+['"];?/gm, '');
const mentions = (source, name) => new RegExp(`\\b${name}\\b`).test(source);

/** Sources that put kit parts on a screen: the storefront's app and build, and the maps package. */
const consumers = [
  ...walk(join(root, 'apps/storefront/src')),
  ...walk(join(root, 'apps/storefront/build')),
  ...walk(join(root, 'packages/maps/src')),
]
  .filter((file) => !isTest(file))
  .map((file) => readFileSync(file, 'utf8'));

/** Kit exports a source uses: imported from the kit by name (and then used), or read off a lazy import. */
const usedBy = (source) => {
  const body = stripImports(source);
  const names = [];
  // A re-export is a lazy chunk's entry (`export { Lightbox } from '@tarelka/ui'`): its importer renders it.
  for (const match of source.matchAll(/(import|export)\s*\{([^}]*)\}\s*from\s*'@tarelka\/ui'/g)) {
    for (const spec of match[2].split(',')) {
      const [name, local = name] = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (name && exported.has(name) && (match[1] === 'export' || mentions(body, local))) names.push(name);
    }
  }
  if (/import\(\s*'@tarelka\/ui'\s*\)/.test(source)) {
    for (const name of exported.keys())
      if (new RegExp(`\\.${name}\\b|\\{[^}]*\\b${name}\\b`).test(body)) names.push(name);
  }
  return names;
};
const used = new Set(consumers.flatMap(usedBy));

// Kit modules reached from a used export count too (a Modal's IconButton is on the screen).
const kitFiles = walk(kitSrc).filter((file) => !isTest(file));
const moduleOf = (file) => relative(kitSrc, file).replace(/\.[jt]sx?$/, '');
const importsOf = new Map(
  kitFiles.map((file) => {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(/from\s*'(\.{1,2}\/[^']+)'/g)].map((m) =>
      relative(kitSrc, join(dirname(file), m[1])),
    );
    return [moduleOf(file), targets];
  }),
);
const reached = new Set();
const visit = (module) => {
  if (reached.has(module)) return;
  reached.add(module);
  for (const next of importsOf.get(module) ?? []) visit(next);
  // A component's styles and helpers sit beside it: reaching X/X reaches its folder.
  const folder = module.split('/')[0];
  for (const other of importsOf.keys()) if (other.startsWith(`${folder}/`)) visit(other);
};
for (const name of used) visit(exported.get(name));

// Exports turned on by a tenant setting: README rows "| `Name` | `setting` | `apps/storefront/e2e/x.spec.ts` |".
const readme = readFileSync(join(root, 'packages/ui/README.md'), 'utf8');
const justified = new Set();
const section = readme.split(/^## /m).find((part) => part.startsWith('Turned on by a tenant setting'));
for (const row of section?.matchAll(/^\|\s*`(\w+)`\s*\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|/gm) ?? []) {
  const [, name, setting, spec] = row;
  const specPath = join(root, spec);
  if (!existsSync(specPath)) problems.push(`packages/ui/README.md: ${name}'s e2e spec ${spec} does not exist`);
  else if (!readFileSync(specPath, 'utf8').includes(setting.split('.').pop()))
    problems.push(`packages/ui/README.md: ${spec} does not exercise ${name}'s setting ${setting}`);
  else justified.add(name);
}

for (const [name, module] of exported) {
  if (used.has(name) || reached.has(module) || justified.has(name)) continue;
  problems.push(`packages/ui/src/index.ts: ${name} (${module}) is rendered by no storefront screen`);
}

if (problems.length > 0) {
  console.error(`One UI check: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`One UI check: ${exported.size} kit exports, each on a screen; no PLACEHOLDER marker`);
