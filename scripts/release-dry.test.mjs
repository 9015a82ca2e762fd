// node --test scripts/release-dry.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { manifestProblems, publicPackages, strayFiles } from './release-dry.mjs';

const complete = {
  name: '@tarelka/x',
  description: 'X.',
  license: 'MIT',
  repository: { type: 'git', url: 'git+https://example.test/x.git', directory: 'packages/x' },
  engines: { node: '>=18' },
  sideEffects: false,
  files: ['dist'],
  publishConfig: { access: 'public' },
};
const readme =
  '# @tarelka/x\n\n## Install\n\n```sh\nnpm install @tarelka/x\n```\n\n```ts\nx();\n```\n\n| a | b |\n| - | - |\n';

test('a complete manifest and README have no problem', () => {
  assert.deepEqual(manifestProblems(complete, readme), []);
});

test('each missing field is named', () => {
  const { repository: _r, engines: _e, sideEffects: _s, ...rest } = complete;
  assert.deepEqual(manifestProblems({ ...rest, files: [], publishConfig: {} }, readme), [
    'no repository (url and directory)',
    'no engines.node',
    'no sideEffects',
    'no files list',
    'publishConfig.access is not public',
  ]);
});

test('a README without install, example or table is refused', () => {
  assert.deepEqual(manifestProblems(complete, '# @tarelka/x\n\nText.\n'), [
    'README has no install section naming the package',
    'README has no code example',
    'README has no API table',
  ]);
});

test('sources, tests, stories and configs in a tarball are stray; dist and README are not', () => {
  assert.deepEqual(
    strayFiles([
      'package/dist/index.js',
      'package/README.md',
      'package/src/index.ts',
      'package/dist/Button.stories.js',
      'package/dist/a.test.js',
      'package/tsconfig.json',
      'package/vitest.config.ts',
    ]),
    [
      'package/src/index.ts',
      'package/dist/Button.stories.js',
      'package/dist/a.test.js',
      'package/tsconfig.json',
      'package/vitest.config.ts',
    ],
  );
});

test('the workspace has six public packages, each with a complete manifest', () => {
  const packages = publicPackages();
  assert.equal(packages.length, 6);
  for (const { path, manifest } of packages)
    assert.deepEqual(manifestProblems(manifest, readFileSync(join(path, 'README.md'), 'utf8')), [], manifest.name);
});
