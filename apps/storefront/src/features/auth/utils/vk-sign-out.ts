/** Options of {@link createVkSignOut}. */
export interface VkSignOutOptions {
  /** The tenant's VK ID app id; without a numeric one there is no VK session to end. */
  appId: number | undefined;
  /** VK ID's host; `https://id.vk.com` by default. */
  baseUrl?: string;
  /** How long VK may take before we stop waiting (ms). */
  timeoutMs?: number;
  /** The fetch implementation; defaults to the global one. */
  fetch?: typeof fetch;
  /** Told when VK could not log the token out (never thrown). */
  onError?: (error: unknown) => void;
}

/**
 * The store's `vkSignOut` hook (spec §4, INTEGRATIONS §1): when a VK-sourced session ends, logs
 * the VK access token out with VK ID's documented call `POST /oauth2/logout?client_id=<app>`,
 * body `access_token` form-encoded (what `@vkid/sdk`'s `Auth.logout` sends, without loading
 * the SDK: no JSON and no auth header, so no CORS preflight). Our own sign-out never waits on
 * VK: the hook resolves at once, the request runs on (kept alive across navigation, given up
 * after `timeoutMs`), and a failure is only reported to `onError`.
 *
 * @example
 * createStore({ tenant, appVersion, api: { baseUrl, vkSignOut: createVkSignOut({ appId: 51000000 }) } });
 */
export function createVkSignOut(options: VkSignOutOptions): (vkAccessToken: string | null) => Promise<void> {
  const { appId } = options;
  return (vkAccessToken) => {
    if (!vkAccessToken || appId === undefined || !Number.isInteger(appId)) return Promise.resolve();
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const url = new URL('/oauth2/logout', options.baseUrl ?? 'https://id.vk.com');
    url.searchParams.set('client_id', String(appId));
    const report = (error: unknown) => options.onError?.(error);
    try {
      void doFetch(url, {
        method: 'POST',
        body: new URLSearchParams({ access_token: vkAccessToken }),
        keepalive: true,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      }).then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { error?: string; error_description?: string };
        if (!response.ok || body.error)
          report(new Error(`VK ID logout: ${body.error ?? `HTTP ${response.status}`} ${body.error_description ?? ''}`));
      }, report);
    } catch (error) {
      report(error);
    }
    return Promise.resolve();
  };
}
