import { describe, expect, it } from 'vitest';
import { checkReport } from './perf-check.mjs';

const median = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcp: 1500, tbt: 90, cls: 0 };
const report = (routes) => ({
  routes: routes.map(([name, m]) => ({ name, path: `/${name}`, median: { ...median, ...m } })),
});

describe('checkReport', () => {
  it('passes medians within budget', () => {
    expect(checkReport(report([['home', {}]]), 0)).toMatchObject({ ok: true, auditsOk: true });
  });

  it('gives the timing budgets the tolerance, and only them', () => {
    const near = report([['cart', { performance: 91, lcp: 2090, tbt: 155 }]]);
    expect(checkReport(near, 0.05).ok).toBe(true);
    expect(checkReport(near, 0).ok).toBe(false);
    expect(checkReport(report([['cart', { accessibility: 99 }]]), 0.05).ok).toBe(false);
  });

  it('holds the menu page to 98', () => {
    const result = checkReport(report([['menu', { performance: 96 }]]), 0);
    expect(result.ok).toBe(false);
    expect(result.lines.some((line) => line.includes('MISS menu (/menu): performance 96'))).toBe(true);
  });

  it('tells audit misses from timing misses', () => {
    expect(checkReport(report([['cart', { tbt: 400, lcp: 3000 }]]), 0)).toMatchObject({ ok: false, auditsOk: true });
    expect(checkReport(report([['cart', { cls: 0.1 }]]), 0)).toMatchObject({ ok: false, auditsOk: false });
    expect(checkReport(report([['cart', { seo: 90, tbt: 400 }]]), 0)).toMatchObject({ ok: false, auditsOk: false });
  });
});
