import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

const SHOTS = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
const KEY =
  /\b(app|nav|location|menu|position|promotions|restos|pages|checkout|auth|footer|cookies|age|dayOff|conditions|confirm|banner|locale|meta|termsOfSale)\.[a-zA-Z][\w.-]*\b/;

/** Sums layout shifts (without recent input) from the first paint, as CLS does. */
export async function trackLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    const name = (node?: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id ? `#${node.id}` : '';
      const test = node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : '';
      return `${node.tagName.toLowerCase()}${id}${test} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const moved = (entry.sources ?? []).map(
          (s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
        );
        w.__shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Asserts the page's cumulative layout shift so far is at most `max`; a failure lists each shift:
 * its score, when, and what moved from where to where.
 */
export async function expectStill(page: Page, max: number, what = 'the page'): Promise<void> {
  const { cls, shifts } = await page.evaluate(() => {
    const w = window as unknown as { __cls?: number; __shifts?: string[] };
    return { cls: w.__cls ?? 0, shifts: w.__shifts ?? [] };
  });
  expect(cls, `CLS of ${what}; its layout shifts:\n${shifts.join('\n')}`).toBeLessThanOrEqual(max);
}

/** Waits for the app to have booted: no splash, and no prerendered shell left. */
export async function booted(page: Page): Promise<void> {
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 30_000 });
  // A prerendered page shows no splash: the app has booted once it has replaced the shell.
  await expect(page.locator('div[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
}

/** Accepts the cookie banner when it shows (its first button; the second declines); whether it showed. */
export async function acceptCookies(page: Page): Promise<boolean> {
  const banner = page.getByTestId('cookie-banner');
  if (!(await banner.isVisible())) return false;
  await banner.getByRole('button').first().click();
  return true;
}

/** Picks the first suggestion for `query` in the open location dialog's address field. */
export async function pickAddress(page: Page, query: string): Promise<void> {
  const dialog = page.getByTestId('location-dialog');
  await dialog.getByRole('combobox', { name: /Адрес доставки|Delivery address|Adresa dostave/ }).fill(query);
  await dialog.getByRole('listbox').getByRole('option').first().click();
  await expect(dialog.getByTestId('chosen-address')).toBeVisible();
}

/** First visit: delivery to an address in Moscow, saved; the menu is shown. */
export async function chooseDelivery(page: Page, query = 'Тверская'): Promise<void> {
  await page.goto('/');
  const dialog = page.getByTestId('location-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await pickAddress(page, query);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toHaveCount(0);
  await booted(page);
}

/** Runs axe on the page (or an open dialog) and expects no violations. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // label-content-name-mismatch (WCAG 2.5.3, Label in Name) is experimental in axe and off by
  // default; Lighthouse runs it, so it runs here too. (`options` first: it replaces the options
  // object, `withTags` then limits the run to the WCAG A/AA rules.)
  let builder = new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** No raw i18n keys on screen and nothing wider than the viewport. */
export async function expectFinished(page: Page): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  expect(text.match(KEY)?.[0] ?? null, 'a raw i18n key is shown').toBeNull();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** Saves a full-page screenshot as `artifacts/screenshots/<project>/<name>.png`. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = `${SHOTS}${testInfo.project.name}/`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}${name}.png`, fullPage: false });
}

/** Switches the interface language with the locale menu (app bar on desktop, drawer on phones). */
export async function switchLocale(page: Page, locale: 'ru' | 'en' | 'cnr'): Promise<void> {
  const inBar = page.getByTestId('app-bar').getByTestId('locale-switcher');
  if (await inBar.isVisible()) {
    await inBar.selectOption(locale);
  } else {
    await page.getByRole('button', { name: /Открыть меню|Open menu|Otvori meni/ }).click();
    const drawer = page.getByTestId('drawer');
    await drawer.getByTestId('locale-switcher').selectOption(locale);
    await drawer.getByRole('button', { name: /Закрыть|Close|Zatvori/ }).click();
  }
  // The language's texts load first (a lazy chunk); only then does the page, and the stored
  // choice, change. A reload before that would come back in the old language.
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}
