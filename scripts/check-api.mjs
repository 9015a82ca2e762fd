// The public API check (part of `pnpm lint`; docs/compatibility.md). For every public package and
// each of its entry points (package.json "exports" with a `@tarelka/source` condition) it lists the
// exported names with their types as the TypeScript checker sees them, and compares that surface
// with the one recorded at the last release, `packages/<name>/api.json`:
//   - an export removed, or one whose type changed, is breaking: a pending changeset must bump the
//     package's major version (minor while it is 0.x);
//   - an export added needs a pending changeset naming the package (any bump).
// `changeset version` consumes the changesets, so the release's version step records the new
// surface with `node scripts/check-api.mjs --update` (root script `version-packages`).
//
//   node scripts/check-api.mjs [--update] [--package <name>]…
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { publicPackages } from './release-dry.mjs';

const root = new URL('..', import.meta.url).pathname;
const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;

/** The compiler options of a package's tsconfig.json. */
function compilerOptions(packageDir) {
  const file = join(packageDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, packageDir);
  return { ...parsed.options, noEmit: true, customConditions: ['@tarelka/source'] };
}

/** One exported symbol as a line of text: its kind, name and type (members for interfaces). */
function describe(checker, symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const name = symbol.getName();
  const declaration = target.declarations?.[0];
  const kinds = [];
  const parts = [];
  if (
    target.flags &
    (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)
  ) {
    const type = checker.getDeclaredTypeOfSymbol(target);
    kinds.push(
      target.flags & ts.SymbolFlags.Interface
        ? 'interface'
        : target.flags & ts.SymbolFlags.Class
          ? 'class'
          : target.flags & ts.SymbolFlags.Enum
            ? 'enum'
            : 'type',
    );
    const typeParameters = (type.aliasTypeArguments ?? type.typeParameters ?? []).map((p) => checker.typeToString(p));
    const head = typeParameters.length ? `<${typeParameters.join(', ')}>` : '';
    if (target.flags & ts.SymbolFlags.TypeAlias && declaration && ts.isTypeAliasDeclaration(declaration)) {
      parts.push(
        `${head} = ${checker.typeToString(checker.getTypeFromTypeNode(declaration.type), declaration, FLAGS | ts.TypeFormatFlags.InTypeAlias)}`,
      );
    } else {
      const members = checker
        .getPropertiesOfType(type)
        .map((member) => {
          const optional = member.flags & ts.SymbolFlags.Optional ? '?' : '';
          const readonly = member.declarations?.some((d) => ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly)
            ? 'readonly '
            : '';
          return `${readonly}${member.getName()}${optional}: ${checker.typeToString(checker.getTypeOfSymbol(member), declaration, FLAGS)}`;
        })
        .sort();
      parts.push(`${head} { ${members.join('; ')} }`);
    }
  }
  if (target.flags & (ts.SymbolFlags.Value & ~ts.SymbolFlags.Class & ~ts.SymbolFlags.Enum)) {
    kinds.push(target.flags & ts.SymbolFlags.Function ? 'function' : 'const');
    parts.push(`: ${checker.typeToString(checker.getTypeOfSymbol(target), declaration, FLAGS)}`);
  }
  return portable(`${kinds.join('+') || 'namespace'} ${name}${parts.join(' ')}`);
}

/**
 * The checker writes a type it cannot name as `import("<absolute path>").Name`: keep the part a
 * reader can resolve anywhere — the package path after the last `node_modules/`, or the path
 * inside the repository — so the surface is the same in every checkout.
 *
 * @example
 * portable('import("/ci/node_modules/.pnpm/x/node_modules/@types/react/index").JSX'); // 'import("@types/react/index").JSX'
 */
export function portable(text) {
  return text.replace(/import\("([^"]+)"\)/g, (_, path) => {
    const inModules = path.lastIndexOf('node_modules/');
    const where =
      inModules >= 0
        ? path.slice(inModules + 'node_modules/'.length)
        : path.startsWith(root)
          ? path.slice(root.length)
          : path;
    return `import("${where}")`;
  });
}

/** The surface of one package: { '<entry>': { '<export>': '<description>' } }. */
export function surfaceOf(packageDir, manifest) {
  const entries = Object.entries(manifest.exports ?? {})
    .filter(([, value]) => value && typeof value === 'object' && value['@tarelka/source'])
    .map(([key, value]) => [key, join(packageDir, value['@tarelka/source'])]);
  const program = ts.createProgram(
    entries.map(([, file]) => file),
    compilerOptions(packageDir),
  );
  const checker = program.getTypeChecker();
  const surface = {};
  for (const [key, file] of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${manifest.name}: cannot read the entry point ${file}`);
    surface[key] = Object.fromEntries(
      checker
        .getExportsOfModule(moduleSymbol)
        .map((symbol) => [symbol.getName(), describe(checker, symbol)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  return surface;
}

/**
 * What changed between two surfaces: names added, removed and changed ('<entry> <name>').
 *
 * @example
 * diffSurfaces({ '.': { a: 'const a: 1' } }, { '.': { b: 'const b: 1' } }); // { added: ['. b'], removed: ['. a'], changed: [] }
 */
export function diffSurfaces(before, after) {
  const added = [];
  const removed = [];
  const changed = [];
  for (const entry of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[entry] ?? {};
    const now = after[entry] ?? {};
    for (const name of Object.keys(now)) if (!(name in was)) added.push(`${entry} ${name}`);
    for (const name of Object.keys(was)) {
      if (!(name in now)) removed.push(`${entry} ${name}`);
      else if (was[name] !== now[name]) changed.push(`${entry} ${name}`);
    }
  }
  return { added, removed, changed };
}

/** The bump each pending changeset gives each package: { '@tarelka/ui': ['minor', 'patch'] }. */
export function pendingBumps(changesetDir = join(root, '.changeset')) {
  const bumps = {};
  for (const file of readdirSync(changesetDir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(changesetDir, file), 'utf8'))?.[1] ?? '';
    for (const line of front.split('\n')) {
      const match = /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (match) (bumps[match[1]] ??= []).push(match[2]);
    }
  }
  return bumps;
}

/**
 * Why a surface change is not covered by the pending changesets, or null when it is.
 *
 * @example
 * uncovered({ added: [], removed: ['. a'], changed: [] }, '0.2.0', ['patch']); // 'breaking: …'
 */
export function uncovered(diff, version, bumps = []) {
  const breaking = diff.removed.length > 0 || diff.changed.length > 0;
  const needed = version.startsWith('0.') ? ['major', 'minor'] : ['major'];
  if (breaking && !bumps.some((bump) => needed.includes(bump)))
    return `breaking change (${[...diff.removed.map((n) => `removed ${n}`), ...diff.changed.map((n) => `changed ${n}`)].join(', ')}) needs a changeset with a ${needed[needed.length - 1]} bump${version.startsWith('0.') ? ' (the package is 0.x)' : ''}`;
  if (diff.added.length > 0 && bumps.length === 0) return `new exports (${diff.added.join(', ')}) need a changeset`;
  return null;
}

function main() {
  const args = process.argv.slice(2);
  const update = args.includes('--update');
  const only = args.flatMap((arg, i) => (arg === '--package' ? [args[i + 1]] : []));
  const bumps = pendingBumps();
  const problems = [];
  for (const { path, manifest } of publicPackages()) {
    if (only.length && !only.includes(manifest.name)) continue;
    const file = join(path, 'api.json');
    const surface = surfaceOf(path, manifest);
    if (update || !existsSync(file)) {
      writeFileSync(file, `${JSON.stringify(surface, null, 2)}\n`);
      console.log(
        `[api] ${manifest.name}: recorded ${Object.values(surface).reduce((n, e) => n + Object.keys(e).length, 0)} exports in ${file.slice(root.length)}`,
      );
      continue;
    }
    const diff = diffSurfaces(JSON.parse(readFileSync(file, 'utf8')), surface);
    const problem = uncovered(diff, manifest.version, bumps[manifest.name]);
    const count = diff.added.length + diff.removed.length + diff.changed.length;
    if (problem) problems.push(`${manifest.name}: ${problem}`);
    else
      console.log(
        `[api] ${manifest.name}: ${count ? `${count} change(s) since the release, covered by ${bumps[manifest.name].join(', ')}` : 'as released'}`,
      );
  }
  if (problems.length) {
    console.error(
      `[api] public API changes without the changeset they need:\n- ${problems.join('\n- ')}\n(add one with \`pnpm changeset\`; see docs/compatibility.md)`,
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
