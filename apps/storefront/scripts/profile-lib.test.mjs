// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { busyStretches, frameNamer, mainThreadTasks, pageEvents } from './profile-lib.mjs';

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

// A trace of two renderers (µs, the profile starting at 1 000 000): the page's runs the most.
const thread = (pid, name) => ({ ph: 'M', name: 'thread_name', pid, tid: pid, args: { name } });
const task = (pid, ts, dur) => ({ ph: 'X', name: 'RunTask', pid, tid: pid, ts, dur });
const trace = [
  thread(1, 'CrRendererMain'),
  thread(2, 'CrRendererMain'),
  thread(3, 'ThreadPoolForegroundWorker'),
  task(1, 1_001_000, 2_000),
  task(2, 1_000_000, 30_000),
  task(2, 1_010_000, 5_000), // run inside the task before it
  task(2, 1_040_000, 20_000),
  task(3, 1_000_000, 90_000), // not a main thread
  {
    ph: 'X',
    name: 'ResourceSendRequest',
    pid: 2,
    tid: 2,
    ts: 1_002_000,
    args: { data: { requestId: 'a', url: 'http://x/1/p/cities?lang=ru' } },
  },
  {
    ph: 'X',
    name: 'ResourceSendRequest',
    pid: 2,
    tid: 2,
    ts: 1_002_000,
    args: { data: { requestId: 'b', url: 'http://x/logo.svg' } },
  },
  {
    ph: 'X',
    name: 'ResourceSendRequest',
    pid: 3,
    tid: 3,
    ts: 1_002_000,
    args: { data: { requestId: 'c', url: 'http://x/assets/a.js' } },
  },
  { ph: 'X', name: 'ResourceFinish', pid: 2, tid: 2, ts: 1_035_400, args: { data: { requestId: 'a' } } },
  { ph: 'X', name: 'ResourceFinish', pid: 2, tid: 2, ts: 1_036_000, args: { data: { requestId: 'b' } } },
  { ph: 'X', name: 'ResourceFinish', pid: 3, tid: 3, ts: 1_036_000, args: { data: { requestId: 'c' } } },
  { ph: 'R', cat: 'blink.user_timing', name: 'tarelka:app-start', pid: 2, tid: 2, ts: 1_020_000 },
];

describe('mainThreadTasks', () => {
  it("takes the busiest renderer's main thread, its tasks in ms from the profile's start, nested ones folded in", () => {
    expect(mainThreadTasks(trace, 1_000_000)).toEqual({
      thread: '2:2',
      tasks: [
        [0, 30],
        [40, 60],
      ],
    });
  });

  it('finds nothing in a trace without a renderer', () => {
    expect(mainThreadTasks([task(3, 0, 10)], 0)).toEqual({ thread: null, tasks: [] });
  });
});

describe('pageEvents', () => {
  it("lists the main thread's responses (not images, styles or fonts) and the app's marks", () => {
    expect(pageEvents(trace, 1_000_000, '2:2')).toEqual([
      { at: 35.4, text: '  · /1/p/cities?lang=ru in at 35 ms' },
      { at: 20, text: '  · tarelka:app-start at 20 ms' },
    ]);
  });
});
