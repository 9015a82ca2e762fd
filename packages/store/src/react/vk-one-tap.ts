import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  readVkCookie,
  VK_EXT_ID_COOKIE,
  VK_STATE_COOKIE,
  VK_WIDGET_LOAD_TIMEOUT_MS,
  VK_WIDGET_LOADED_DELAY_MS,
  vkErrorCode,
  vkProof,
  writeVkCookie,
  type VkOutcome,
  type VkWidgetState,
} from '../vk-id/one-tap';
import { codeChallenge, randomToken } from '../vk-id/pkce';

/** The OneTap widget as `@vkid/sdk` draws it. */
export interface VkOneTapWidget {
  render(params: { container: HTMLElement; lang?: number; styles?: { height?: 48; borderRadius?: number } }): this;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the SDK's own signature
  on(event: string, handler: (payload: any) => void): this;
  close(): void;
}

/** The part of `@vkid/sdk` the widget needs; the caller loads it (`() => import('@vkid/sdk')`). */
export interface VkIdSdk {
  Config: { init(config: Record<string, unknown>): unknown };
  OneTap: new () => VkOneTapWidget;
  WidgetEvents: { LOAD: string; ERROR: string };
  OneTapInternalEvents: { LOGIN_SUCCESS: string };
  ConfigAuthMode: { InNewTab: string };
  ConfigResponseMode: { Callback: string };
  Languages: { RUS: number; ENG: number };
}

/** Options of {@link useVkOneTap}; `null` draws no widget. */
export interface VkOneTapOptions {
  /** Loads the SDK, e.g. `() => import('@vkid/sdk')`: the widget's page is the only one to. */
  load: () => Promise<VkIdSdk>;
  /** The tenant's VK ID app. */
  appId: number;
  /** Where VK ID is told the sign-in returns (the site origin plus /auth, spec §7). */
  redirectUrl: string;
  /** The widget's language: VK ID has Russian and English. */
  lang: 'ru' | 'en';
  /** The widget frame's accessible name, e.g. 'Войти через VK ID'. */
  frameTitle: string;
  /** VK ID's answer to a tap: the proof for our API, or its error code. */
  onLogin: (outcome: VkOutcome) => void;
  /**
   * When the SDK loads: `'mount'` (the default) at once; `'interaction'` on the customer's first
   * interaction with the page after the widget mounts (a pointer moved or pressed, a touch, a key,
   * a wheel or a scroll), as a facade does. The SDK is ~50 KiB gzip whose evaluation is the page's longest task on a phone; a
   * caller that offers its own button meanwhile (the kit's `ProviderWidget` with
   * `fallbackWhileLoading`) keeps the first seconds of the page free of it. The state is `loading`
   * until the load starts, and the 5000 ms timeout counts from then.
   */
  startOn?: 'mount' | 'interaction';
}

/** What {@link useVkOneTap} gives: the state and the element the SDK draws the widget into. */
export interface VkOneTap {
  state: VkWidgetState;
  containerRef: RefObject<HTMLDivElement | null>;
}

const VK_ORIGIN = /^https:\/\/id\.vk\.(?:ru|com)$/;

/** What counts as the customer's first interaction with the page (`startOn: 'interaction'`). */
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Calls `start` once, on the first interaction with the page after this call (a customer who has
 * just navigated here in the app still moves, touches or types before VK ID loads: its evaluation
 * then does not delay the new page's first frames); the returned function stops listening. Listens
 * on the window in the capture phase, so a handler that stops propagation hides nothing.
 */
function onFirstInteraction(start: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, once, options));
  function once() {
    stop();
    start();
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, once, options));
  return stop;
}

/**
 * VK ID's OneTap widget (spec §4, §9): `loading` while the SDK and its frame load; `loaded`
 * 300 ms after the frame says so; `not_loaded` when it does not within 5000 ms, reports an error,
 * finds nobody signed in to VK, or the SDK fails — the caller then offers its own button. PKCE
 * S256 with our verifier (only the challenge goes to VK, VK#24); the 64-character state lives in
 * a 15-minute cookie and VK's answer must carry it (104 otherwise); VK ID's external id is kept
 * in a 365-day cookie. With `startOn: 'interaction'` nothing of VK ID loads before the customer's
 * first interaction with the page.
 *
 * @example
 * const oneTap = useVkOneTap({ load: () => import('@vkid/sdk'), appId, redirectUrl, lang: 'ru', frameTitle, onLogin });
 * <div ref={oneTap.containerRef} />
 */
export function useVkOneTap(options: VkOneTapOptions | null): VkOneTap {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState<VkWidgetState>(options ? 'loading' : 'not_loaded');
  const latest = useRef(options);
  latest.current = options;
  const { appId, redirectUrl, lang, startOn = 'mount' } = options ?? {};

  useEffect(() => {
    const given = latest.current;
    if (!given) return;
    let live = true;
    let widget: VkOneTapWidget | undefined;
    let observer: MutationObserver | undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let loadedTimer: ReturnType<typeof setTimeout> | undefined;
    const fail = () => {
      clearTimeout(timeout);
      clearTimeout(loadedTimer);
      if (live) setState('not_loaded');
    };
    setState('loading');
    // VK ID's answer carries its external id, which the SDK drops before passing the answer on.
    const keepExtId = (event: MessageEvent) => {
      const extId = (event.data as { payload?: { ext_id?: unknown } } | null)?.payload?.ext_id;
      if (VK_ORIGIN.test(event.origin) && typeof extId === 'string' && extId)
        writeVkCookie(document, VK_EXT_ID_COOKIE, extId);
    };
    window.addEventListener('message', keepExtId);

    const start = () => {
      timeout = setTimeout(fail, VK_WIDGET_LOAD_TIMEOUT_MS);
      void draw().catch(fail);
    };
    const draw = async () => {
      const VKID = await given.load();
      const verifier = randomToken(64);
      const vkState = randomToken(64);
      const challenge = await codeChallenge(verifier);
      const container = containerRef.current;
      if (!live) return;
      if (!container) return fail();
      writeVkCookie(document, VK_STATE_COOKIE, vkState);
      VKID.Config.init({
        app: given.appId,
        redirectUrl: given.redirectUrl,
        state: vkState,
        codeChallenge: challenge,
        scope: 'email phone',
        mode: VKID.ConfigAuthMode.InNewTab,
        responseMode: VKID.ConfigResponseMode.Callback,
      });
      widget = new VKID.OneTap()
        .render({
          container,
          lang: given.lang === 'ru' ? VKID.Languages.RUS : VKID.Languages.ENG,
          styles: { height: 48, borderRadius: 12 },
        })
        .on(VKID.WidgetEvents.LOAD, () => {
          clearTimeout(timeout);
          loadedTimer = setTimeout(() => live && setState('loaded'), VK_WIDGET_LOADED_DELAY_MS);
        })
        .on(VKID.WidgetEvents.ERROR, (error: { code?: number } | undefined) => {
          // Code 2 is a sign-in the loaded widget started and VK ID refused; 0 and 1 are the widget's.
          if (error?.code === 2) latest.current?.onLogin({ ok: false, vkCode: vkErrorCode(error) });
          else fail();
        })
        .on(
          VKID.OneTapInternalEvents.LOGIN_SUCCESS,
          (answer: { code?: string; state?: string; device_id?: string }) => {
            const sent = { state: readVkCookie(document, VK_STATE_COOKIE), verifier, redirectUri: given.redirectUrl };
            latest.current?.onLogin(vkProof(answer, sent));
          },
        );
      container.querySelector('iframe')?.setAttribute('title', given.frameTitle);
      // Nobody signed in to VK: the SDK marks the widget not loaded and says nothing else.
      observer = new MutationObserver(() => {
        if (container.querySelector('[data-state="not_loaded"]')) fail();
      });
      observer.observe(container, { subtree: true, attributeFilter: ['data-state'] });
    };
    let stopWaiting: (() => void) | undefined;
    if (startOn === 'interaction') stopWaiting = onFirstInteraction(start);
    else start();

    return () => {
      live = false;
      stopWaiting?.();
      clearTimeout(timeout);
      clearTimeout(loadedTimer);
      observer?.disconnect();
      window.removeEventListener('message', keepExtId);
      widget?.close();
    };
  }, [appId, redirectUrl, lang, startOn]);

  return { state: options ? state : 'not_loaded', containerRef };
}
