// @vitest-environment node
// The trims of lean-deps.ts on the installed react-router and styled-components: if an upgrade
// changes the code they match, this fails before `pnpm size` does.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanReactRouterCode, leanStyledComponentsCode } from './lean-deps';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const lines = (code: string) => code.split('\n').length;

describe('leanReactRouterCode', () => {
  const dir = join(packageDir('react-router'), 'dist/production');
  // The shared chunk the entry points re-export (its hashed name changes with each version).
  const code = readdirSync(dir)
    .filter((file) => /^chunk-.*\.mjs$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .find((text) => text.includes('var NavLink ='));
  if (code === undefined) throw new Error(`no chunk of ${dir} defines NavLink`);

  it('marks the top-level components and contexts pure and drops their display names', () => {
    const lean = leanReactRouterCode(code);
    expect(code).toMatch(/^NavLink\.displayName = "NavLink";$/m);
    expect(lean).not.toMatch(/^[\w$.]+\.displayName = "/m);
    for (const name of ['Link', 'NavLink', 'Form', 'DataRouterContext', 'LocationContext']) {
      expect(lean).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.`, 'm'));
    }
  });

  it('keeps every line where it was', () => {
    expect(lines(leanReactRouterCode(code))).toBe(lines(code));
  });
});

describe('leanStyledComponentsCode', () => {
  const code = readFileSync(join(packageDir('styled-components'), 'dist/styled-components.browser.esm.js'), 'utf8');

  it('leaves the vendor prefixer unreached, and the rest of the stylis chain as it was', () => {
    const lean = leanStyledComponentsCode(code);
    expect(code).toContain('.prefixer)');
    expect(lean).not.toContain('.prefixer');
    expect(code.length - lean.length).toBeLessThan(40);
    expect(lines(lean)).toBe(lines(code));
  });
});
