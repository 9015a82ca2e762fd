// Where the performance tests put their figures: printed, attached to the test, and written to
// apps/storefront/perf/<name>.json (the latest run; docs/performance.md quotes them).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';

export const PERF_DIR = fileURLToPath(new URL('../../perf/', import.meta.url));

/** Prints `table`, attaches `data` to the test and writes it to `perf/<name>.json`. */
export async function report(testInfo: TestInfo, name: string, table: string, data: unknown): Promise<void> {
  console.log(`\n${table}\n`);
  mkdirSync(PERF_DIR, { recursive: true });
  const body = `${JSON.stringify({ measuredAt: new Date().toISOString(), ...(data as object) }, null, 2)}\n`;
  writeFileSync(`${PERF_DIR}${name}.json`, body);
  await testInfo.attach(name, { body, contentType: 'application/json' });
}

/** Rounds to one decimal. */
export const ms = (n: number) => Math.round(n * 10) / 10;

/** The median of some numbers. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A plain text table. */
export function table(head: string[], rows: Array<Array<string | number>>): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}
