// @vitest-environment jsdom
// useVkOneTap against a stand-in of @vkid/sdk (an outside service): it draws a root with the SDK's
// data-state and an iframe, and lets the test say what VK ID's frame and tab answer.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VK_EXT_ID_COOKIE, VK_STATE_COOKIE, type VkOutcome } from '../index';
import { useVkOneTap, type VkIdSdk, type VkOneTapOptions } from './index';

type Handler = (payload: unknown) => void;

function fakeSdk() {
  const handlers = new Map<string, Handler>();
  const sdk = {
    config: {} as Record<string, unknown>,
    rendered: [] as Array<Record<string, unknown>>,
    closed: 0,
    emit: (event: string, payload?: unknown) => act(() => handlers.get(event)?.(payload)),
    module: undefined as unknown as VkIdSdk,
  };
  class OneTap {
    root?: HTMLElement;
    render(params: { container: HTMLElement }) {
      sdk.rendered.push(params);
      params.container.insertAdjacentHTML('beforeend', '<div data-state="loading"><iframe></iframe></div>');
      this.root = params.container.lastElementChild as HTMLElement;
      return this;
    }
    on(event: string, handler: Handler) {
      handlers.set(event, handler);
      return this;
    }
    close() {
      sdk.closed += 1;
      this.root?.remove();
    }
  }
  sdk.module = {
    Config: { init: (config: Record<string, unknown>) => (sdk.config = config) },
    OneTap,
    WidgetEvents: { LOAD: 'common: load', ERROR: 'common: error' },
    OneTapInternalEvents: { LOGIN_SUCCESS: 'onetap: success login' },
    ConfigAuthMode: { InNewTab: 'new_tab' },
    ConfigResponseMode: { Callback: 'callback' },
    Languages: { RUS: 0, ENG: 3 },
  };
  return sdk;
}

function Widget(props: { options: VkOneTapOptions }) {
  const { state, containerRef } = useVkOneTap(props.options);
  return <div data-testid="widget" data-state={state} ref={containerRef} />;
}

const shown = () => document.querySelector('[data-testid="widget"]')?.getAttribute('data-state');
/**
 * Lets the SDK's import and the PKCE digest (real work, not timers) finish, the clock standing still.
 * Bounded by real time, not by turns: on a loaded machine the digest outlasted 500 turns (CI, 27 Nov).
 */
async function settle(done: () => boolean = () => Boolean(document.querySelector('iframe'))) {
  const until = performance.now() + 3_000;
  while (!done() && performance.now() < until) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
  expect(done()).toBe(true);
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let cookies: string[];

function mount(overrides: Partial<VkOneTapOptions> = {}) {
  const sdk = fakeSdk();
  const outcomes: VkOutcome[] = [];
  const options: VkOneTapOptions = {
    load: () => Promise.resolve(sdk.module),
    appId: 51000000,
    redirectUrl: 'https://demo.tarelka.test/auth',
    lang: 'ru',
    frameTitle: 'Войти через VK ID',
    onLogin: (outcome) => outcomes.push(outcome),
    ...overrides,
  };
  const view = render(<Widget options={options} />);
  return { sdk, outcomes, view };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  cookies = [];
  const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    cookies.push(value);
    jar.set!.call(document, value);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useVkOneTap', () => {
  it('is loading until the frame says it loaded, then loaded 300 ms later', async () => {
    const { sdk } = mount();
    expect(shown()).toBe('loading');
    await settle();
    expect(sdk.rendered).toHaveLength(1);
    expect(document.querySelector('iframe')?.title).toBe('Войти через VK ID');
    expect(sdk.config).toMatchObject({
      app: 51000000,
      mode: 'new_tab',
      responseMode: 'callback',
      scope: 'email phone',
    });
    expect(sdk.config.state).toMatch(/^[\w-]{64}$/);
    expect(sdk.config.codeChallenge).toMatch(/^[\w-]{43}$/);
    expect(sdk.config).not.toHaveProperty('codeVerifier');
    expect(sdk.rendered[0]).toMatchObject({ lang: 0, styles: { height: 48 } });

    await wait(1000);
    sdk.emit('common: load');
    await wait(299);
    expect(shown()).toBe('loading');
    await wait(1);
    expect(shown()).toBe('loaded');
    // The load arrived in time: the 5000 ms limit no longer applies.
    await wait(10_000);
    expect(shown()).toBe('loaded');
  });

  it('is not_loaded when the frame has not loaded within 5000 ms', async () => {
    mount();
    await settle();
    await wait(4999);
    expect(shown()).toBe('loading');
    await wait(1);
    expect(shown()).toBe('not_loaded');
  });

  it('with startOn interaction, loads nothing of VK ID until the customer first interacts with the page', async () => {
    let loads = 0;
    const sdk = fakeSdk();
    mount({ startOn: 'interaction', load: () => (loads++, Promise.resolve(sdk.module)) });
    // Past the 5000 ms limit with nobody touching the page: nothing loaded, and nothing timed out.
    await wait(6000);
    expect(loads).toBe(0);
    expect(shown()).toBe('loading');
    expect(document.querySelector('iframe')).toBeNull();

    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(loads).toBe(1);
    expect(sdk.rendered).toHaveLength(1);
    // The limit counts from the start of the load.
    await wait(4999);
    expect(shown()).toBe('loading');
    sdk.emit('common: load');
    await wait(300);
    expect(shown()).toBe('loaded');
  });

  it('with startOn interaction, leaving the page before any interaction loads nothing later', async () => {
    let loads = 0;
    const { view } = mount({ startOn: 'interaction', load: () => (loads++, Promise.reject(new Error('unused'))) });
    view.unmount();
    window.dispatchEvent(new Event('pointerdown'));
    await wait(10);
    expect(loads).toBe(0);
  });

  it('is not_loaded when the SDK cannot load, the widget reports an error, or nobody is signed in to VK', async () => {
    const offline = mount({ load: () => Promise.reject(new Error('offline')) });
    await settle(() => shown() === 'not_loaded');
    expect(shown()).toBe('not_loaded');
    offline.view.unmount();

    const failing = mount();
    await settle();
    failing.sdk.emit('common: error', { code: 1, text: 'internal error' });
    expect(shown()).toBe('not_loaded');
    failing.view.unmount();

    mount();
    await settle();
    // What the SDK does when VK ID's frame says nobody is signed in ('onetap: not authorized').
    await act(async () => document.querySelector('iframe')?.parentElement?.setAttribute('data-state', 'not_loaded'));
    expect(shown()).toBe('not_loaded');
  });

  it('keeps the state 15 minutes in a cookie and turns VK ID’s answer into the proof for the API', async () => {
    const { sdk, outcomes } = mount();
    await settle();
    const state = sdk.config.state as string;
    const written = cookies.find((line) => line.startsWith(`${VK_STATE_COOKIE.name}=`));
    expect(written).toBe(`vkid_sdk:state=${state}; Max-Age=900; Path=/; SameSite=Strict`);
    sdk.emit('common: load');

    sdk.emit('onetap: success login', { code: 'c0de', state, device_id: 'dev1', type: 'code_v2' });
    expect(outcomes[0]).toEqual({
      ok: true,
      value: {
        code: 'c0de',
        codeVerifier: expect.stringMatching(/^[\w-]{64}$/),
        deviceId: 'dev1',
        redirectUri: 'https://demo.tarelka.test/auth',
        state,
      },
    });
    // Another state is refused with VK's 104; a refused tap says VK ID's code.
    sdk.emit('onetap: success login', { code: 'c0de', state: 'x'.repeat(64), device_id: 'dev1' });
    sdk.emit('common: error', { code: 2, text: 'New tab has been closed' });
    await wait(300);
    expect(outcomes.slice(1)).toEqual([
      { ok: false, vkCode: 104 },
      { ok: false, vkCode: 102 },
    ]);
    expect(shown()).toBe('loaded');
  });

  it('refuses the answer once the state cookie has expired (15 minutes)', async () => {
    const { sdk, outcomes } = mount();
    await settle();
    document.cookie = `${VK_STATE_COOKIE.name}=; Max-Age=0; Path=/`;
    sdk.emit('onetap: success login', { code: 'c0de', state: sdk.config.state, device_id: 'dev1' });
    expect(outcomes).toEqual([{ ok: false, vkCode: 104 }]);
  });

  it('keeps VK ID’s external id from its answer for 365 days', async () => {
    mount();
    await settle();
    const answer = { action: 'oauth2_authorize_response', payload: { code: 'c', ext_id: 'ext-42' } };
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.test', data: answer }));
    expect(cookies.some((line) => line.startsWith(`${VK_EXT_ID_COOKIE.name}=`))).toBe(false);
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://id.vk.ru', data: answer }));
    expect(cookies).toContain('vkidExtId=ext-42; Max-Age=31536000; Path=/; SameSite=Strict');
    expect(document.cookie).toContain('vkidExtId=ext-42');
  });

  it('closes the widget when the page is left', async () => {
    const { sdk, view } = mount();
    await settle();
    view.unmount();
    expect(sdk.closed).toBe(1);
  });
});
