// Interaction latency under 4× CPU throttling (DevTools protocol `Emulation.setCPUThrottlingRate`),
// on the large-menu fixture: the Event Timing API's duration (input to the next paint) of five
// interactions, worst of five runs each, reported as a table and perf/latency.json. The target is
// ≤ 100 ms each; a figure is reported, not asserted (timings vary with the machine), but every
// interaction must have done its job.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { acceptCookies, booted, chooseDelivery } from '../support';
import { LARGE_MENU } from './large-menu';
import { ms, report, table } from './report';

const RUNS = 5;
const RATE = 4;
const TARGET = 100;

interface EventFigure {
  name: string;
  duration: number;
  interactionId: number;
  inputDelay: number;
  processing: number;
}

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  // Every event slower than 16 ms (the API's floor), from the first paint on.
  await page.addInitScript(() => {
    const w = window as unknown as { __events: EventFigure[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        w.__events.push({
          name: entry.name,
          duration: entry.duration,
          interactionId: (entry as PerformanceEventTiming & { interactionId: number }).interactionId,
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await chooseDelivery(page);
  await acceptCookies(page);
});

/** Runs `action` throttled and returns the slowest interaction event it caused (0: none over 16 ms). */
async function timed(page: Page, cdp: CDPSession, action: () => Promise<void>): Promise<EventFigure | null> {
  await page.evaluate(() => ((window as unknown as { __events: EventFigure[] }).__events = []));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  try {
    await action();
    // Event timing entries arrive after the next paint.
    await page.waitForTimeout(500);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const events = await page.evaluate(() => (window as unknown as { __events: EventFigure[] }).__events);
  // Only the events of an interaction (pointerdown, pointerup, click, keydown, keyup: a non-zero
  // interactionId), as INP counts them: pointerover and pointerout entries of the pointer merely
  // crossing cards are hover, not the interaction measured.
  const interactions = events.filter((e) => e.interactionId > 0);
  return interactions.reduce<EventFigure | null>(
    (worst, e) => (!worst || e.duration > worst.duration ? e : worst),
    null,
  );
}

test('interaction latency under 4× CPU throttling, worst of five', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const cdp = await page.context().newCDPSession(page);
  const results = new Map<string, Array<EventFigure | null>>();
  const record = (name: string, figure: EventFigure | null) =>
    results.set(name, [...(results.get(name) ?? []), figure]);
  const detail = page.getByTestId('position-detail');
  const cards = page.getByTestId('position-card');
  const nav = page.getByTestId('group-nav');
  await page.goto('/');
  await booted(page);
  await expect(cards.first()).toBeVisible();

  for (let run = 0; run < RUNS; run++) {
    // Open a position's detail from the menu (a position without modifiers: n % 5 !== 4).
    const card = cards.nth([0, 1, 2, 3, 5][run] ?? 0);
    record(
      'open position detail',
      await timed(page, cdp, async () => {
        await card.getByRole('link').click();
        await expect(detail).toBeVisible();
      }),
    );
    // Add it to the cart from the detail.
    record(
      'add to cart',
      await timed(page, cdp, async () => {
        await detail.getByRole('button', { name: /Добавить за/ }).click();
        await expect(detail).toHaveCount(0);
      }),
    );
    // Switch group with the navigation bar.
    const group = 101 + 5 + run * 7;
    const link = nav.locator(`a[data-id="group-${LARGE_MENU.menuId}-${group}"]`);
    await link.scrollIntoViewIfNeeded();
    record(
      'switch group',
      await timed(page, cdp, async () => {
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#group-${LARGE_MENU.menuId}-${group}$`));
      }),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  // Change a count in the cart.
  await page.goto('/cart');
  await booted(page);
  const cart = page.getByTestId('cart');
  const more = cart.getByRole('button', { name: /Больше|Увеличить/ }).first();
  await expect(more).toBeVisible();
  for (let run = 0; run < RUNS; run++) {
    const before = await cart.textContent();
    record(
      'change count',
      await timed(page, cdp, async () => {
        await more.click();
        await expect(cart).not.toHaveText(before ?? '');
      }),
    );
  }

  // Type a phone number on the sign-in page.
  await page.goto('/auth');
  await booted(page);
  const phone = page.getByLabel(/Номер телефона/);
  await expect(phone).toBeVisible();
  for (let run = 0; run < RUNS; run++) {
    await phone.fill('');
    await phone.click();
    record(
      'type a phone number',
      await timed(page, cdp, async () => {
        await page.keyboard.type('9161234567', { delay: 60 });
        await expect(phone).not.toHaveValue('');
      }),
    );
  }

  const rows = [...results].map(([name, runs]) => {
    const worst = runs.reduce((w, f) => Math.max(w, f?.duration ?? 0), 0);
    const slowest = runs.find((f) => f?.duration === worst) ?? null;
    return {
      name,
      worstMs: worst,
      runsMs: runs.map((f) => f?.duration ?? 0),
      event: slowest ? `${slowest.name} (delay ${ms(slowest.inputDelay)}, handlers ${ms(slowest.processing)})` : '—',
    };
  });
  const printed = table(
    [
      'interaction (4× CPU throttling)',
      `worst of ${RUNS}`,
      'runs (ms; 0 = under 16)',
      `≤ ${TARGET} ms`,
      'slowest event',
    ],
    rows.map((r) => [
      r.name,
      r.worstMs ? `${r.worstMs} ms` : '< 16 ms',
      r.runsMs.join(' '),
      r.worstMs <= TARGET ? 'yes' : 'NO',
      r.event,
    ]),
  );
  await report(testInfo, 'latency', `Interaction latency, large menu, ${RATE}× CPU\n${printed}`, {
    cpuThrottling: RATE,
    runs: RUNS,
    targetMs: TARGET,
    fixture: `${LARGE_MENU.groups * LARGE_MENU.perGroup} positions / ${LARGE_MENU.groups} groups`,
    interactions: rows,
  });
  expect(rows.map((r) => r.name).sort()).toEqual(
    ['add to cart', 'change count', 'open position detail', 'switch group', 'type a phone number'].sort(),
  );
});
