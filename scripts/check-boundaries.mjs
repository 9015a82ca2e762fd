// Fails when the dependency graph of DESIGN.md is broken: which workspace package may depend on
// which (package.json) and which may be imported (source). Deep imports and the domain's purity
// are checked by ESLint (eslint.config.js); this covers what a lint rule per file cannot see.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const allowed = {
  '@tarelka/domain': [],
  '@tarelka/api-client': ['@tarelka/domain'],
  '@tarelka/store': ['@tarelka/domain', '@tarelka/api-client'],
  '@tarelka/ui': ['@tarelka/domain'],
  '@tarelka/maps': ['@tarelka/domain', '@tarelka/ui'],
  '@tarelka/tenant': ['@tarelka/domain'],
  '@tarelka/storefront': [
    '@tarelka/domain',
    '@tarelka/api-client',
    '@tarelka/store',
    '@tarelka/ui',
    '@tarelka/maps',
    '@tarelka/tenant',
  ],
  '@tarelka/api': ['@tarelka/domain', '@tarelka/api-client', '@tarelka/tenant'],
};

const problems = [];
const workspaces = ['packages', 'apps'].flatMap((dir) =>
  readdirSync(join(root, dir))
    .map((name) => join(root, dir, name))
    .filter((path) => existsSync(join(path, 'package.json'))),
);
const exportsOf = new Map();
const pkgs = [];
for (const dir of workspaces) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  pkgs.push({ dir, pkg });
  exportsOf.set(pkg.name, Object.keys(pkg.exports ?? { '.': null }));
}

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    if (['node_modules', 'dist', '.turbo', 'storybook-static', '.reports', 'test-results'].includes(name)) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.(m?[jt]sx?)$/.test(name) ? [path] : [];
  });

const importRe =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

for (const { dir, pkg } of pkgs) {
  const may = allowed[pkg.name];
  if (!may) {
    problems.push(`${relative(root, dir)}/package.json: ${pkg.name} is not in the dependency graph of DESIGN.md`);
    continue;
  }
  const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
  for (const dep of Object.keys(deps)) {
    if (dep.startsWith('@tarelka/') && !may.includes(dep)) {
      problems.push(`${relative(root, dir)}/package.json: ${pkg.name} must not depend on ${dep}`);
    }
  }
  for (const file of walk(dir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(importRe)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (!spec?.startsWith('@tarelka/')) continue;
      const [, name, ...rest] = spec.split('/');
      const target = `@tarelka/${name}`;
      const subpath = rest.length ? `./${rest.join('/')}` : '.';
      if (target === pkg.name) continue;
      if (!may.includes(target)) problems.push(`${relative(root, file)}: ${pkg.name} must not import ${target}`);
      else if (!exportsOf.get(target)?.includes(subpath)) {
        problems.push(`${relative(root, file)}: '${spec}' is not in ${target}'s exports map (no deep imports)`);
      }
    }
  }
}

if (problems.length) {
  console.error(`Package boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Package boundaries hold (${pkgs.length} workspaces).`);
