// node --test scripts/check-api.test.mjs
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { diffSurfaces, pendingBumps, uncovered } from './check-api.mjs';

const before = { '.': { a: 'const a: 1', b: 'function b: () => void' }, './x': { c: 'type c = string' } };

test('added, removed and changed exports are told apart, per entry point', () => {
  const after = { '.': { a: 'const a: 2', d: 'const d: 1' }, './x': { c: 'type c = string' } };
  assert.deepEqual(diffSurfaces(before, after), { added: ['. d'], removed: ['. b'], changed: ['. a'] });
  assert.deepEqual(diffSurfaces(before, before), { added: [], removed: [], changed: [] });
});

test('a removed or changed export needs a breaking bump: minor while 0.x, major from 1.0', () => {
  const breaking = { added: [], removed: ['. b'], changed: [] };
  assert.match(uncovered(breaking, '0.2.0', ['patch']), /needs a changeset with a minor bump/);
  assert.equal(uncovered(breaking, '0.2.0', ['patch', 'minor']), null);
  assert.match(uncovered(breaking, '1.0.0', ['minor']), /major bump/);
  assert.equal(uncovered(breaking, '1.0.0', ['major']), null);
  assert.match(uncovered(breaking, '0.2.0', undefined), /removed \. b/);
});

test('a new export needs a changeset of any kind; no change needs none', () => {
  const added = { added: ['. d'], removed: [], changed: [] };
  assert.match(uncovered(added, '0.2.0', []), /new exports \(\. d\) need a changeset/);
  assert.equal(uncovered(added, '0.2.0', ['patch']), null);
  assert.equal(uncovered({ added: [], removed: [], changed: [] }, '0.2.0', []), null);
});

test('pending changesets are read from their front matter, quoted or not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'changesets-'));
  writeFileSync(join(dir, 'README.md'), '# Changesets\n');
  writeFileSync(join(dir, 'one.md'), '---\n\'@tarelka/ui\': minor\n"@tarelka/domain": patch\n---\n\nText.\n');
  writeFileSync(join(dir, 'two.md'), '---\n@tarelka/ui: patch\n---\n\nText: with a colon.\n');
  assert.deepEqual(pendingBumps(dir), { '@tarelka/ui': ['minor', 'patch'], '@tarelka/domain': ['patch'] });
});

test('types the checker names by absolute path read the same in every checkout', async () => {
  const { portable } = await import('./check-api.mjs');
  const root = new URL('..', import.meta.url).pathname;
  assert.equal(
    portable(
      '(p: Props) => import("/ci/x/node_modules/.pnpm/@types+react@19/node_modules/@types/react/index").JSX.Element',
    ),
    '(p: Props) => import("@types/react/index").JSX.Element',
  );
  assert.equal(portable(`import("${root}packages/ui/src/index").Theme`), 'import("packages/ui/src/index").Theme');
});
