// Reading a Chromium CPU profile (CDP `Profiler.stop`) of a page load: the stretches in which the
// main thread was busy, each with the functions that took its time (`PERF_PROFILE=1 pnpm perf`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPosition } from './size-lib.mjs';

/**
 * A frame's name: `function module:line` through the build's source maps (`outDir/assets/*.map`)
 * for a script of the build, else `function url:line:column` (an inline script, a native call,
 * "(program)", "(garbage collector)").
 */
export function frameNamer(outDir, origin) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const path = join(outDir, 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(file);
  };
  return (frame) => {
    const own = frame.functionName || '(anonymous)';
    const file = /\/assets\/([^/?#]+\.js)$/.exec(frame.url)?.[1];
    const map = file ? mapOf(file) : null;
    const at = map ? originalPosition(map, frame.lineNumber, frame.columnNumber) : null;
    if (at) {
      // `…/node_modules/react-dom/cjs/…` as `react-dom/cjs/…`, `../../…/apps/storefront/src/…` from `apps/`.
      const source = at.source.replace(/^.*node_modules\//, '').replace(/^.*?\b((?:apps|packages)\/)/, '$1');
      return `${at.name ?? own} ${source}:${at.line}`;
    }
    const url = frame.url.startsWith(origin) ? frame.url.slice(origin.length) : frame.url;
    return url ? `${own} ${url}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : own;
  };
}

/**
 * The stretches of at least `minMs` in which the profile's samples are never "(idle)" (one long
 * task, or tasks back to back), with each function's time in it: `self` (on top of the stack) and
 * `total` (anywhere on it, once per sample), heaviest first. Given `tasks` (the main thread's tasks
 * as `[start, end]` ms on the profile's clock, from a trace), a stretch is one task instead, its
 * `duration` the task's: what Lighthouse's Total Blocking Time counts.
 *
 * @example
 * busyStretches(profile, { name: frameNamer(outDir, origin), minMs: 12 });
 * // [{ start: 512.3, duration: 41.7, self: [['insertRule styled-components…', 6.1], …], total: […] }]
 */
export function busyStretches(profile, { name, minMs, tasks }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const names = new Map();
  const nameOf = (node) => {
    if (!names.has(node.id)) names.set(node.id, name(node.callFrame));
    return names.get(node.id);
  };
  const stretches = [];
  let current = null;
  let at = 0;
  const close = () => {
    if (current && current.duration >= minMs) stretches.push(current);
    current = null;
  };
  // With tasks: one stretch per long task, each sample in the task its time falls in (a sample's
  // delta may be negative: samples are not always in time order).
  const long = tasks?.filter(([start, end]) => end - start >= minMs).sort((a, b) => a[0] - b[0]);
  const ofTask = long?.map(([start, end]) => ({ start, duration: end - start, self: new Map(), total: new Map() }));
  const taskAt = (ms) => {
    let lo = 0;
    let hi = long.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (long[mid][1] < ms) lo = mid + 1;
      else if (long[mid][0] > ms) hi = mid - 1;
      else return ofTask[mid];
    }
    return null;
  };
  for (let i = 0; i < profile.samples.length; i++) {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    const ms = Math.max(0, (profile.timeDeltas[i + 1] ?? 0) / 1000);
    const node = byId.get(profile.samples[i]);
    if (long) {
      current = node && node.callFrame.functionName !== '(idle)' ? taskAt(at) : null;
      if (!current) continue;
    } else {
      if (!node || node.callFrame.functionName === '(idle)') {
        close();
        continue;
      }
      current ??= { start: at, duration: 0, self: new Map(), total: new Map() };
      current.duration += ms;
    }
    const top = nameOf(node);
    current.self.set(top, (current.self.get(top) ?? 0) + ms);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parentOf.get(id)) {
      const frame = byId.get(id);
      if (frame.callFrame.functionName === '(root)') continue;
      const key = nameOf(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      current.total.set(key, (current.total.get(key) ?? 0) + ms);
    }
  }
  if (long) stretches.push(...ofTask.filter((s) => s.self.size > 0));
  else close();
  const heaviest = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return stretches.map((s) => ({ ...s, self: heaviest(s.self), total: heaviest(s.total) }));
}

/**
 * The page's main thread in a timeline trace (`pid:tid`) and its tasks, as `[start, end]` ms from
 * `origin` (µs, the CPU profile's start: the trace and the profile share a clock). The page's
 * renderer is the one whose main thread ran the most.
 */
export function mainThreadTasks(trace, origin) {
  const mains = new Set(
    trace
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const e of trace) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(thread)) continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push([(e.ts - origin) / 1000, (e.ts + e.dur - origin) / 1000]);
  }
  const busy = (tasks) => tasks.reduce((sum, [start, end]) => sum + end - start, 0);
  const [thread, tasks] = [...byThread].sort((a, b) => busy(b[1]) - busy(a[1]))[0] ?? [null, []];
  // A task run inside another (a nested run loop) is part of it.
  const outer = [];
  for (const task of tasks.sort((a, b) => a[0] - b[0] || b[1] - a[1]))
    if (!outer.length || task[0] >= outer.at(-1)[1]) outer.push(task);
  return { thread, tasks: outer };
}

/**
 * What the page waited on, from a timeline trace, as `{ at, text }` (ms from `origin`): each response
 * to a request of the page's main thread `main` (`pid:tid`; images, fonts and styles left out) when
 * its body was in, and each User Timing mark of the app.
 */
export function pageEvents(trace, origin, main) {
  const urls = new Map();
  const events = [];
  for (const e of trace) {
    const data = e.args?.data;
    if (e.name === 'ResourceSendRequest' && `${e.pid}:${e.tid}` === main) urls.set(data.requestId, data.url);
    else if (e.name === 'ResourceFinish' && urls.has(data.requestId)) {
      const url = new URL(urls.get(data.requestId));
      if (!/\.(svg|png|jpe?g|webp|avif|woff2?|css)$/.test(url.pathname))
        events.push({ at: (e.ts - origin) / 1000, text: `  · ${url.pathname}${url.search} in` });
    } else if (e.cat === 'blink.user_timing' && e.name.startsWith('tarelka:') && e.ph !== 'e')
      events.push({ at: (e.ts - origin) / 1000, text: `  · ${e.name}` });
  }
  return events.map((event) => ({ ...event, text: `${event.text} at ${Math.round(event.at)} ms` }));
}
