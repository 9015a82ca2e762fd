// The large menu (3,000 positions in 40 groups, e2e/perf/large-menu.ts): reports how long the menu
// takes to render, how fast the search answers a keystroke and how smooth a scripted scroll is
// (figures only, no timing asserts), and asserts what must hold on any machine: the DOM stays
// bounded while the whole menu scrolls, the search finds a dish of the last group, group-nav jumps
// land on their group and mark it, and closing a position detail keeps the scroll.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, booted, chooseDelivery } from '../support';
import { LARGE_MENU } from './large-menu';
import { median, ms, report, table } from './report';

/** At most this many cards and elements in the document at any moment (the full menu: 3,000 cards). */
const CARD_CAP = 120;
const NODE_CAP = 3_000;

const cards = (page: Page) => page.getByTestId('position-card');
const domSize = (page: Page) =>
  page.evaluate(() => ({
    cards: document.querySelectorAll('[data-testid="position-card"]').length,
    nodes: document.getElementsByTagName('*').length,
  }));
/** Waits until the page has not scrolled for a few frames. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still++;
          else still = 0;
          last = window.scrollY;
          if (still >= 10) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );

interface ScrollFigures {
  pxPerFrame: number;
  frames: number;
  fps: number;
  droppedFrames: number;
  longFrames: number;
  p95FrameMs: number;
  maxFrameMs: number;
  longTasks: number;
  maxCards: number;
  maxNodes: number;
}

/** Scrolls by `step` px every animation frame for `frames` frames (or to the end), timing every frame. */
function scripted(page: Page, step: number, frames: number): Promise<ScrollFigures> {
  return page.evaluate(
    ({ step, frames }) =>
      new Promise<ScrollFigures>((resolve) => {
        const stamps: number[] = [];
        let longTasks = 0;
        const observer = new PerformanceObserver((list) => (longTasks += list.getEntries().length));
        observer.observe({ type: 'longtask' });
        let maxCards = 0;
        let maxNodes = 0;
        const tick = (time: number) => {
          stamps.push(time);
          if (stamps.length % 5 === 0) {
            maxCards = Math.max(maxCards, document.querySelectorAll('[data-testid="position-card"]').length);
            maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
          }
          const end = document.documentElement.scrollHeight - window.innerHeight;
          if (stamps.length >= frames || window.scrollY >= end - 1) {
            observer.disconnect();
            const deltas = stamps.slice(1).map((t, i) => t - (stamps[i] ?? t));
            const sorted = [...deltas].sort((a, b) => a - b);
            const frame = 1000 / 60;
            resolve({
              pxPerFrame: step,
              frames: deltas.length,
              fps: deltas.length / ((stamps.at(-1)! - stamps[0]!) / 1000),
              droppedFrames: deltas.reduce((n, d) => n + Math.max(0, Math.round(d / frame) - 1), 0),
              longFrames: deltas.filter((d) => d > 50).length,
              p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
              maxFrameMs: sorted.at(-1) ?? 0,
              longTasks,
              maxCards,
              maxNodes,
            });
            return;
          }
          window.scrollBy(0, step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { step, frames },
  );
}

test.beforeEach(async ({ page }) => {
  await chooseDelivery(page);
  await acceptCookies(page);
});

test('large menu: render, search and scroll figures; the DOM stays bounded', async ({ page }, testInfo) => {
  // Render: from navigation to the first card on screen, three loads.
  await page.addInitScript(() => {
    const w = window as unknown as { __firstCard?: number };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="position-card"]')) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.__firstCard = performance.now()));
    }).observe(document, { childList: true, subtree: true });
  });
  const renders: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.goto('/');
    await booted(page);
    await expect(cards(page).first()).toBeVisible();
    renders.push(await page.evaluate(() => (window as unknown as { __firstCard: number }).__firstCard));
  }
  await expect(page.getByTestId('group-anchor')).toHaveCount(LARGE_MENU.groups);
  const atRest = await domSize(page);
  expect(atRest.cards).toBeGreaterThan(0);
  expect(atRest.cards).toBeLessThanOrEqual(CARD_CAP);

  // Search: keystroke to results on screen, per key; the last group's last dish is found.
  await page.getByTestId('menu-search-open').click();
  const search = page.getByTestId('menu-search');
  const field = search.getByPlaceholder('Поиск');
  await expect(field).toBeFocused();
  // Playwright types Cyrillic as text input (no keydown): time from each input event.
  await page.evaluate(() => {
    const w = window as unknown as { __keys: Array<{ key: string; at: number; shown: number }> };
    w.__keys = [];
    document.addEventListener(
      'input',
      (event) => w.__keys.push({ key: (event as InputEvent).data ?? '', at: event.timeStamp, shown: 0 }),
      true,
    );
    const results = document.querySelector('[data-testid="menu-search"]');
    if (!results) throw new Error('no search dialog');
    new MutationObserver(() => {
      const key = w.__keys.at(-1);
      if (key) requestAnimationFrame(() => (key.shown = performance.now()));
    }).observe(results, { childList: true, subtree: true, characterData: true });
  });
  for (const key of LARGE_MENU.lastQuery) {
    await page.keyboard.type(key);
    await page.waitForTimeout(400);
  }
  const keys = await page.evaluate(
    () => (window as unknown as { __keys: Array<{ key: string; at: number; shown: number }> }).__keys,
  );
  const result = search.getByRole('link', { name: new RegExp(LARGE_MENU.lastName) });
  await expect(result).toBeVisible();
  await result.click();
  const detail = page.getByTestId('position-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('heading', { name: LARGE_MENU.lastName })).toBeVisible();
  await detail.getByRole('button', { name: 'Закрыть' }).click();
  await expect(detail).toHaveCount(0);

  // Scroll: a steady scroll (~1,000 px/s) and a fast one (~4,000 px/s), 300 frames each; then the
  // end of the menu, where its last dish is.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  const steady = await scripted(page, 16, 300);
  const fast = await scripted(page, 64, 300);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the whole menu is scrollable').toBeGreaterThan(40 * 900);
  // Rows measured on the way change the height: go to the end until it stays the end.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await settled(page);
    expect(end).toBeGreaterThanOrEqual(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - 1),
    );
  }).toPass({ timeout: 15_000 });
  await expect(cards(page).filter({ hasText: LARGE_MENU.lastName })).toBeVisible();
  for (const figures of [steady, fast]) {
    expect(figures.maxCards, 'cards in the DOM while scrolling').toBeLessThanOrEqual(CARD_CAP);
    expect(figures.maxNodes, 'elements in the DOM while scrolling').toBeLessThanOrEqual(NODE_CAP);
  }
  const atEnd = await domSize(page);

  const head = ['figure', 'value'];
  const keyRows = keys.map((k) => [`search «${k.key}» → results`, k.shown ? `${ms(k.shown - k.at)} ms` : 'no change']);
  const scrollRows = (name: string, f: ScrollFigures) => [
    [`${name}: frames (px/frame)`, `${f.frames} (${f.pxPerFrame})`],
    [`${name}: fps`, ms(f.fps)],
    [`${name}: dropped frames`, f.droppedFrames],
    [`${name}: frames > 50 ms`, f.longFrames],
    [`${name}: p95 / max frame`, `${ms(f.p95FrameMs)} / ${ms(f.maxFrameMs)} ms`],
    [`${name}: long tasks`, f.longTasks],
    [`${name}: max cards / elements in DOM`, `${f.maxCards} / ${f.maxNodes}`],
  ];
  const printed = table(head, [
    ['positions / groups', `${LARGE_MENU.groups * LARGE_MENU.perGroup} / ${LARGE_MENU.groups}`],
    ['menu render (navigation → first card painted), median of 3', `${ms(median(renders))} ms`],
    ['cards / elements in DOM at rest', `${atRest.cards} / ${atRest.nodes}`],
    ...keyRows,
    ...scrollRows('steady scroll', steady),
    ...scrollRows('fast scroll', fast),
    ['cards / elements in DOM at the end', `${atEnd.cards} / ${atEnd.nodes}`],
  ]);
  await report(testInfo, `large-menu.${testInfo.project.name}`, `${testInfo.project.name}\n${printed}`, {
    project: testInfo.project.name,
    positions: LARGE_MENU.groups * LARGE_MENU.perGroup,
    groups: LARGE_MENU.groups,
    renderMs: renders.map(ms),
    renderMedianMs: ms(median(renders)),
    dom: { atRest, atEnd, cardCap: CARD_CAP, nodeCap: NODE_CAP },
    search: keys.map((k) => ({ key: k.key, ms: k.shown ? ms(k.shown - k.at) : null })),
    scroll: { steady, fast },
  });
});

test('large menu: a detail keeps the scroll; group-nav jumps land on their group and mark it', async ({ page }) => {
  await page.goto('/');
  await booted(page);
  await expect(page.getByTestId('group-anchor')).toHaveCount(LARGE_MENU.groups);
  // Deep in the menu: open a dish, close it, the menu is where it was.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const before = await settled(page);
  // A card wholly on screen (Playwright would scroll another into view before clicking it).
  const name = await page.evaluate(() => {
    const inView = [...document.querySelectorAll('[data-testid="position-card"]')].find((card) => {
      const box = card.getBoundingClientRect();
      return box.top > 200 && box.bottom < window.innerHeight;
    });
    return inView?.querySelector('a')?.textContent ?? '';
  });
  expect(name).not.toBe('');
  const card = cards(page).filter({ has: page.getByRole('link', { name, exact: true }) });
  const cardTop = (await card.boundingBox())!.y;
  await card.getByRole('link').click();
  const detail = page.getByTestId('position-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('heading', { name })).toBeVisible();
  await detail.getByRole('button', { name: 'Закрыть' }).click();
  await expect(detail).toHaveCount(0);
  expect(Math.abs((await settled(page)) - before)).toBeLessThanOrEqual(2);
  const again = cards(page).filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(again).toBeVisible();
  expect(Math.abs((await again.boundingBox())!.y - cardTop)).toBeLessThanOrEqual(2);

  const nav = page.getByTestId('group-nav');

  for (const index of [20, LARGE_MENU.groups - 1, 3]) {
    const group = 101 + index;
    const link = nav.locator(`a[data-id="group-${LARGE_MENU.menuId}-${group}"]`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#group-${LARGE_MENU.menuId}-${group}$`));
    await settled(page);
    const title = page.locator(`#group-title-${LARGE_MENU.menuId}-${group}`);
    await expect(title).toBeVisible();
    // The group starts right under the sticky bars, as with the full render.
    const navBottom = (await nav.boundingBox())!.y + (await nav.boundingBox())!.height;
    const top = (await title.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(navBottom);
    expect(top).toBeLessThan(navBottom + 60);
    await expect(link).toHaveAttribute('aria-current', 'true');
  }
});

test('large menu: with the filters applied the DOM stays bounded and the hidden dishes are counted', async ({
  page,
}) => {
  await page.goto('/');
  await booted(page);
  await expect(page.getByTestId('group-anchor')).toHaveCount(LARGE_MENU.groups);
  await page.getByTestId('menu-filters-open').click();
  const panel = page.getByTestId('menu-filters');
  await panel.getByRole('checkbox', { name: 'Глютен', exact: true }).check();
  await panel.getByRole('checkbox', { name: 'Вегетарианское' }).check();
  // n % 3 === 0 and n % 7 === 0 (large-menu.ts): 143 of the 3,000 dishes.
  await panel.getByRole('button', { name: 'Показать 143 блюда' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('filtered-out').first()).toContainText(/Скрыто фильтрами: \d+ блюд/);
  // 143 dishes are fewer than the windowing threshold: every one is in the DOM, with every group's notice.
  await expect(cards(page)).toHaveCount(143);
  await expect(page.getByTestId('filtered-out')).toHaveCount(LARGE_MENU.groups);
  const figures = await scripted(page, 64, 300);
  expect(figures.maxCards, 'cards in the DOM while scrolling').toBeLessThanOrEqual(143);
  expect(figures.maxNodes, 'elements in the DOM while scrolling').toBeLessThanOrEqual(NODE_CAP);

  // Gluten alone leaves 1,000 dishes: windowed again, the DOM bounded while the whole menu scrolls.
  await page.getByTestId('menu-filters-open').click();
  await panel.getByRole('checkbox', { name: 'Вегетарианское' }).uncheck();
  await panel.getByRole('button', { name: 'Показать 1000 блюд' }).click();
  await expect(page.getByTestId('group-anchor')).toHaveCount(LARGE_MENU.groups);
  const windowed = await scripted(page, 64, 300);
  expect(windowed.maxCards, 'cards in the DOM while scrolling').toBeLessThanOrEqual(CARD_CAP);
  expect(windowed.maxNodes, 'elements in the DOM while scrolling').toBeLessThanOrEqual(NODE_CAP);
  // Scrolled to the end: the last group's last dishes are rendered.
  await expect(cards(page).last()).toBeVisible();
  await expect(page.getByTestId('group-anchor').last()).toHaveAttribute('id', `group-${LARGE_MENU.menuId}-140`);
});
