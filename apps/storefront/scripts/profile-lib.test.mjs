// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { busyStretches, frameNamer } from './profile-lib.mjs';

const frame = (functionName, url = '', lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

describe('busyStretches', () => {
  // root → a → b, and root → (idle); samples 1 ms apart.
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 4] },
      { id: 2, callFrame: frame('a'), children: [3] },
      { id: 3, callFrame: frame('b') },
      { id: 4, callFrame: frame('(idle)') },
    ],
    samples: [4, 2, 3, 3, 4, 2, 4],
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000],
  };

  it('lists the busy stretches of at least minMs, with self and total time per function', () => {
    const stretches = busyStretches(profile, { name: (f) => f.functionName, minMs: 2 });
    expect(stretches).toEqual([
      {
        start: 1,
        duration: 3,
        self: [
          ['b', 2],
          ['a', 1],
        ],
        total: [
          ['a', 3],
          ['b', 2],
        ],
      },
    ]);
  });

  it('leaves out shorter stretches', () => {
    expect(busyStretches(profile, { name: (f) => f.functionName, minMs: 4 })).toEqual([]);
  });

  it('given the main thread tasks, makes each long task a stretch of its own, however close', () => {
    // Samples at 0…6 ms: idle, a, b, b, idle, a, idle — in two tasks back to back, 0.5–2.5 and 2.5–6,
    // and a short one.
    const tasks = [
      [0.5, 2.5],
      [2.5, 6],
      [6.5, 7],
    ];
    const stretches = busyStretches(profile, { name: (f) => f.functionName, minMs: 2, tasks });
    expect(stretches.map((s) => [s.start, s.duration, s.self])).toEqual([
      [
        0.5,
        2,
        [
          ['a', 1],
          ['b', 1],
        ],
      ],
      [
        2.5,
        3.5,
        [
          ['b', 1],
          ['a', 1],
        ],
      ],
    ]);
  });
});

describe('frameNamer', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'tarelka-profile-'));
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(
    join(outDir, 'assets', 'abc.js.map'),
    JSON.stringify({
      version: 3,
      sources: ['../../../../ci/apps/storefront/src/main.tsx', '../../node_modules/.pnpm/x@1/node_modules/x/i.js'],
      names: ['start'],
      mappings: 'AAAAA,ICCA',
    }),
  );
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  const name = frameNamer(outDir, 'http://127.0.0.1:4811');

  it('names a frame of the build by its module, line and original name', () => {
    expect(name(frame('e', 'http://127.0.0.1:4811/assets/abc.js', 0, 1))).toBe('start apps/storefront/src/main.tsx:1');
    expect(name(frame('t', 'http://127.0.0.1:4811/assets/abc.js', 0, 5))).toBe('t x/i.js:2');
  });

  it('names any other frame by its URL', () => {
    expect(name(frame('go', 'http://127.0.0.1:4811/checkout', 147, 44))).toBe('go /checkout:148:45');
    expect(name(frame('(program)'))).toBe('(program)');
  });
});
