// The browser's way to the loopback fakes (e2e/fakes/server.ts): the official provider URLs our
// code loads (scripts, popups, VK ID's tab, token calls) are served by the fakes instead.
import { expect, type APIRequestContext, type BrowserContext, type Route } from '@playwright/test';

/** Where the fakes listen: E2E_API_PORT + 50 unless E2E_FAKES_PORT says otherwise (playwright.config.ts). */
export const FAKES_URL = `http://127.0.0.1:${process.env.E2E_FAKES_PORT ?? Number(process.env.E2E_API_PORT ?? 8797) + 50}`;

/** The official hosts and paths the fakes stand in for. */
const PROVIDERS =
  /^https:\/\/(accounts\.google\.com\/gsi\/|appleid\.cdn-apple\.com\/appleauth\/|appleid\.apple\.com\/auth\/|www\.google\.com\/recaptcha\/|id\.vk\.(?:com|ru)\/)/;

export interface ProviderRouting {
  /** VK ID answers this state instead of the one it was given (a forged or mixed-up response). */
  vkAnswerState?: string;
  /**
   * VK ID's OneTap frame: someone signed in to VK (default), nobody (`signed-out`: the frame says
   * so at once), or the frame cannot be reached (`unreachable`: the widget times out after 5 s).
   */
  vkOneTap?: 'signed-in' | 'signed-out' | 'unreachable';
  /** reCAPTCHA scores the tokens this context gets (default 0.9, a human; e.g. 0.1 is a bot). */
  recaptchaScore?: number;
}

/**
 * Serves every request of the context (popups and VK ID's new tab included) to the providers'
 * official URLs from the fakes, path and query kept. Returns the URLs that were asked for.
 */
export async function routeProviders(context: BrowserContext, options: ProviderRouting = {}): Promise<string[]> {
  const asked: string[] = [];
  await context.route(PROVIDERS, async (route: Route) => {
    const original = new URL(route.request().url());
    asked.push(original.href);
    const target = new URL(`${original.pathname}${original.search}`, FAKES_URL);
    if (options.vkAnswerState && /^id\.vk\.(com|ru)$/.test(original.host) && original.pathname === '/authorize') {
      target.searchParams.set('fake_answer_state', options.vkAnswerState);
    }
    if (original.pathname === '/button_one_tap_auth') {
      if (options.vkOneTap === 'unreachable') return route.abort('connectionrefused');
      if (options.vkOneTap === 'signed-out') target.searchParams.set('fake_session', 'none');
    }
    if (options.recaptchaScore !== undefined && original.pathname === '/recaptcha/api2/reload') {
      target.searchParams.set('fake_score', String(options.recaptchaScore));
    }
    try {
      const response = await route.fetch({ url: target.href });
      await route.fulfill({ response });
    } catch {
      await route.abort('connectionrefused').catch(() => {});
    }
  });
  return asked;
}

/** What the fakes were asked, e.g. `fakeLog(request, 'vk.logout')`. */
export async function fakeLog(request: APIRequestContext, kind: string): Promise<Array<Record<string, unknown>>> {
  const answer = await request.get(`${FAKES_URL}/__log?kind=${encodeURIComponent(kind)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { entries: Array<Record<string, unknown>> }).entries;
}
