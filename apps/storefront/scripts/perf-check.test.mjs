// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGETS, checkReport, machineVerdict } from './perf-check.mjs';

const median = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 90,
  cls: 0,
};
const report = (routes) => ({
  routes: routes.map(([name, m]) => ({ name, path: `/${name}`, median: { ...median, ...m } })),
});
/** The checked-in targets, with per-route budgets as given. */
const budgets = (routeBudgets = {}) => ({ ...BUDGETS, budgets: routeBudgets });

describe('checkReport', () => {
  it('passes medians within budget', () => {
    expect(checkReport(report([['home', {}]]), 0, budgets())).toMatchObject({
      ok: true,
      auditsOk: true,
      targetsMet: true,
    });
  });

  it('gives the timing budgets the tolerance, and only them', () => {
    const near = report([['cart', { performance: 94, fcp: 1040, lcp: 1570, tbt: 104 }]]);
    expect(checkReport(near, 0.05, budgets()).ok).toBe(true);
    expect(checkReport(near, 0, budgets()).ok).toBe(false);
    expect(checkReport(report([['cart', { accessibility: 99 }]]), 0.05, budgets()).ok).toBe(false);
  });

  it('holds home, the menu and a position to an LCP of 1.3 s, other pages to 1.5 s', () => {
    for (const page of ['home', 'menu', 'position']) {
      const result = checkReport(report([[page, { lcp: 1400 }]]), 0, budgets());
      expect(result.ok, page).toBe(false);
      expect(result.lines).toContain(`[perf] MISS ${page} (/${page}): LCP 1400 ms, budget ≤ 1300 ms`);
    }
    expect(checkReport(report([['cart', { lcp: 1400 }]]), 0, budgets()).ok).toBe(true);
    expect(checkReport(report([['cart', { lcp: 1600 }]]), 0, budgets()).ok).toBe(false);
  });

  it('holds every page to a first paint of 1 s', () => {
    const result = checkReport(report([['restos', { fcp: 1100 }]]), 0, budgets());
    expect(result.ok).toBe(false);
    expect(result.lines).toContain('[perf] MISS restos (/restos): FCP 1100 ms, budget ≤ 1000 ms');
    // A report of before FCP was recorded is judged on the rest.
    const older = report([['restos', {}]]);
    delete older.routes[0].median.fcp;
    expect(checkReport(older, 0, budgets()).ok).toBe(true);
  });

  it('tells audit misses from timing misses', () => {
    expect(checkReport(report([['cart', { tbt: 400, lcp: 3000 }]]), 0, budgets())).toMatchObject({
      ok: false,
      auditsOk: true,
    });
    expect(checkReport(report([['cart', { cls: 0.1 }]]), 0, budgets())).toMatchObject({ ok: false, auditsOk: false });
    expect(checkReport(report([['cart', { seo: 90, tbt: 400 }]]), 0, budgets())).toMatchObject({
      ok: false,
      auditsOk: false,
    });
  });

  it("fails on a route's own budget and reports its target", () => {
    const own = budgets({ checkout: { lcp: 3500, performance: 80 } });
    const within = checkReport(report([['checkout', { lcp: 3200, performance: 88 }]]), 0, own);
    expect(within).toMatchObject({ ok: true, targetsMet: false });
    expect(within.lines).toContain(
      '[perf] TARGET checkout (/checkout): LCP 3200 ms, target ≤ 1500 ms (within its budget ≤ 3500 ms)',
    );
    expect(within.lines).toContain(
      '[perf] TARGET checkout (/checkout): performance 88, target ≥ 98 (within its budget ≥ 80)',
    );
    const past = checkReport(report([['checkout', { lcp: 3600 }]]), 0, own);
    expect(past.ok).toBe(false);
    expect(past.lines).toContain('[perf] MISS checkout (/checkout): LCP 3600 ms, budget ≤ 3500 ms');
    // Another route keeps the target as its budget.
    expect(checkReport(report([['cart', { lcp: 3200 }]]), 0, own).ok).toBe(false);
  });

  it("holds a page's first visit ('<page> cold') to the page's own targets and budgets", () => {
    const own = budgets({ checkout: { lcp: 3500 } });
    expect(checkReport(report([['checkout cold', { lcp: 3200 }]]), 0, own).ok).toBe(true);
    const past = checkReport(report([['checkout cold', { lcp: 3600 }]]), 0, own);
    expect(past.lines).toContain('[perf] MISS checkout cold (/checkout cold): LCP 3600 ms, budget ≤ 3500 ms');
    const menu = checkReport(report([['menu cold', { performance: 96 }]]), 0, budgets());
    expect(menu.lines).toContain('[perf] MISS menu cold (/menu cold): performance 96, budget ≥ 98');
  });

  it('keeps the checked-in budgets between the targets and what the targets allow', () => {
    const { targets, routeTargets = {}, budgets: routeBudgets } = BUDGETS;
    for (const [route, limits] of Object.entries(routeBudgets)) {
      for (const [key, value] of Object.entries(limits)) {
        // A budget is a ratchet looser than its target; a budget equal to it should be deleted.
        const target = routeTargets[route.split(' ')[0]]?.[key] ?? targets[key];
        if (key === 'performance') expect(value, `${route} ${key}`).toBeLessThan(target);
        else expect(value, `${route} ${key}`).toBeGreaterThan(target);
        expect(
          ['performance', 'fcp', 'lcp', 'tbt'],
          `${route} ${key}: audit figures get no budget of their own`,
        ).toContain(key);
      }
    }
  });

  it('reports the timing budgets of a machine too slow for them without failing, and still checks the audits', () => {
    const slowMachine = { pageFaultMsPerGiB: 3300, benchmarkIndex: 1800 };
    const slow = { ...report([['cart', { tbt: 700, performance: 80 }]]), machine: slowMachine };
    const result = checkReport(slow, 0.05, budgets());
    expect(result).toMatchObject({ ok: true, timingsChecked: false, targetsMet: false });
    expect(result.lines).toContain('[perf] UNCHECKED cart (/cart): TBT 700 ms, budget ≤ 105 ms with tolerance');
    expect(result.lines.join('\n')).toContain('touching memory takes 3300 ms per GiB (limit 1000)');
    const withAudit = { ...report([['cart', { tbt: 700, accessibility: 98 }]]), machine: slowMachine };
    expect(checkReport(withAudit, 0.05, budgets())).toMatchObject({ ok: false, auditsOk: false });
    // The same figures on an ordinary machine fail.
    const ordinary = { ...slow, machine: { pageFaultMsPerGiB: 400, benchmarkIndex: 1800 } };
    expect(checkReport(ordinary, 0.05, budgets())).toMatchObject({ ok: false, timingsChecked: true });
  });
});

describe('machineVerdict', () => {
  const limits = { maxPageFaultMsPerGiB: 1000, minBenchmarkIndex: 1000 };
  it('checks timings on an ordinary machine and on a report without machine figures', () => {
    expect(machineVerdict({ pageFaultMsPerGiB: 300, benchmarkIndex: 1500 }, limits).timingsChecked).toBe(true);
    expect(machineVerdict(undefined, limits)).toMatchObject({ timingsChecked: true });
  });
  it('names every reason a machine is too slow', () => {
    const verdict = machineVerdict({ pageFaultMsPerGiB: 1200, benchmarkIndex: 700 }, limits);
    expect(verdict.timingsChecked).toBe(false);
    expect(verdict.line).toContain('1200 ms per GiB (limit 1000)');
    expect(verdict.line).toContain('benchmark index is 700 (limit 1000)');
  });
});
