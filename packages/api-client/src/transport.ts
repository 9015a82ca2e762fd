// The client's core: URLs, white label, language, bearer tokens with their refresh and sign-out,
// JSON bodies and the normalised errors. Each call of the contract is a function of a transport
// (./calls.ts), so a bundle holds only the calls it imports; `createApiClient` binds them all.
import type { TokenSetResponse } from './contract/auth';
import type { Locale, NowResponse } from './contract/common';
import { ApiError, errorFromResponse, isNetworkError, NETWORK_ERROR_MESSAGE, normaliseError } from './errors';
import { isTokenExpired, type TokenSet } from './tokens';

/** Options of {@link createApiTransport} and `createApiClient`. */
export interface ApiClientOptions {
  /** Base URL of the API, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
  /**
   * White-label id of the tenant: the `whiteLabel` query parameter of a GET without credentials (no
   * CORS preflight), the `x-white-label` header of any other call.
   */
  whiteLabel?: string;
  /** Answer language; a function is read on every call. */
  lang?: Locale | (() => Locale | undefined);
  /** The stored token set, read before every authorised call. */
  getTokens?: () => TokenSet | null | undefined;
  /** Called with the new token set after a refresh or a sign-in. */
  onTokens?: (tokens: TokenSet) => void;
  /** Called when the session is over (refresh token expired or refused); clear the stored person. */
  onSignOut?: () => void;
  /** The VK ID sign-out hook, called with the VK access token first when the source is VK. */
  vkSignOut?: (vkAccessToken: string | null) => Promise<void> | void;
  /** The fetch implementation; defaults to the global one. */
  fetch?: typeof fetch;
  /** The clock used to decide whether a token expired; defaults to `Date.now`. */
  now?: () => number;
}

/** Query parameters; `undefined` and `null` are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** One request of a call. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Sends the bearer token (refreshed first when expired). */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Rewrites the error of a failed call (the fatal messages of spec §8). */
  fail?: (error: ApiError) => ApiError;
}

/**
 * What every call runs on (see {@link createApiTransport}); the time sync and the startup token
 * refresh are part of it, as the boot always needs them.
 */
export interface ApiTransport {
  /** The tenant's white label, if any. */
  readonly whiteLabel: string | undefined;
  /** Sends a request; resolves with the parsed JSON answer, rejects with an {@link ApiError}. */
  request<T>(path: string, init?: RequestOptions): Promise<T>;
  /** `query` with the current language first (`lang`). */
  withLang(query?: Query): Query;
  /** Hands a sign-in's token set to `onTokens` and returns it with its source. */
  signedIn(tokens: TokenSetResponse, source: NonNullable<TokenSet['source']>): TokenSet;
  /**
   * `GET /1/now`: server time. A failure carries the first server message or 'Failed to fetch UTC
   * time' with the status; without a response it keeps the error's own message (spec §8).
   */
  getNow(): Promise<NowResponse>;
  /** Refreshes the stored token set now (startup refresh, spec §4); signs out when it cannot. */
  refreshTokens(): Promise<TokenSet | null>;
  /**
   * Opens a streamed answer (Server-Sent Events) with the bearer token and white label of
   * {@link request}; resolves with the response once its headers arrive, rejects with an
   * {@link ApiError} when it is not 2xx.
   */
  openStream(path: string, init?: { query?: Query; signal?: AbortSignal }): Promise<Response>;
}

/** Rewrites a failed call's message (spec §8), keeping its status and codes. */
export const withMessage = (message: string) => (error: ApiError) =>
  new ApiError(message, error.status, error.statusText, error.code, error.errors);

const isPlainBody = (body: unknown) =>
  Array.isArray(body) ||
  (body !== null && typeof body === 'object' && Object.getPrototypeOf(body) === Object.prototype);

const unauthorized = () =>
  new ApiError('Unauthorized', 401, 'Unauthorized', 'auth.unauthorized', [
    { code: 'auth.unauthorized', message: 'Unauthorized' },
  ]);

/**
 * Creates the transport the calls of `./calls` run on. It adds the white label and the bearer
 * token, refreshes an expired access token before the call (once, shared by concurrent calls),
 * signs out when the refresh token is expired and throws only {@link ApiError}.
 *
 * @example
 * const transport = createApiTransport({ baseUrl: 'http://127.0.0.1:8787', whiteLabel: 'demo' });
 * const cities = await getCities(transport);
 */
export function createApiTransport(options: ApiClientOptions): ApiTransport {
  const doFetch =
    options.fetch ?? ((input: Parameters<typeof fetch>[0], init?: RequestInit) => globalThis.fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  let refreshing: Promise<TokenSet> | null = null;

  const currentLang = () => (typeof options.lang === 'function' ? options.lang() : options.lang);

  function url(path: string, query: Query = {}): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  async function send(path: string, init: RequestInit, query?: Query): Promise<{ response: Response; body: unknown }> {
    let response: Response;
    try {
      response = await doFetch(url(path, query), init);
    } catch (error) {
      throw normaliseError(error);
    }
    const text = await response.text().catch(() => '');
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { response, body };
  }

  async function signOut(tokens: TokenSet): Promise<never> {
    if (tokens.source === 'VK' && options.vkSignOut) {
      try {
        await options.vkSignOut(tokens.vkAccessToken ?? null);
      } catch {
        // The local sign-out must happen even when VK cannot be reached.
      }
    }
    options.onSignOut?.();
    throw unauthorized();
  }

  async function refresh(tokens: TokenSet): Promise<TokenSet> {
    const { response, body } = await send('/api/v1/sign/refresh', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${tokens.refreshToken}` },
    });
    if (response.status === 401 || response.status === 403) return signOut(tokens);
    if (!response.ok) throw errorFromResponse(response, body);
    const answer = body as TokenSetResponse;
    const next: TokenSet = {
      accessToken: answer.accessToken,
      refreshToken: answer.refreshToken,
      vkAccessToken: answer.vkAccessToken ?? tokens.vkAccessToken ?? null,
      ...((answer.source ?? tokens.source) ? { source: answer.source ?? tokens.source } : {}),
    };
    options.onTokens?.(next);
    return next;
  }

  const refreshOnce = (tokens: TokenSet) =>
    (refreshing ??= refresh(tokens).finally(() => {
      refreshing = null;
    }));

  /** A fresh access token: refreshes once for every concurrent caller; signs out when it cannot. */
  async function accessToken(): Promise<string> {
    const tokens = options.getTokens?.();
    if (!tokens?.accessToken || !tokens.refreshToken) throw unauthorized();
    if (!isTokenExpired(tokens.accessToken, now())) return tokens.accessToken;
    if (isTokenExpired(tokens.refreshToken, now())) return signOut(tokens);
    return (await refreshOnce(tokens)).accessToken;
  }

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    try {
      const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
      const method = init.method ?? 'GET';
      let query = init.query;
      if (options.whiteLabel) {
        // A read without credentials names the tenant in its query: a cross-origin GET with only
        // safelisted headers goes without a CORS preflight, one round trip fewer on every call.
        if (method === 'GET' && !init.auth && !init.headers) {
          query = { ...query, whiteLabel: query?.whiteLabel ?? options.whiteLabel };
        } else {
          headers['x-white-label'] = options.whiteLabel;
        }
      }
      const lang = currentLang();
      if (lang) headers['accept-language'] = lang;
      if (init.auth) headers.authorization = `Bearer ${await accessToken()}`;
      let body: RequestInit['body'] | undefined;
      if (init.body !== undefined) {
        // Spec §7: plain objects and arrays travel as JSON; anything else (FormData, Blob…) as is.
        if (isPlainBody(init.body)) {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(init.body);
        } else {
          body = init.body as RequestInit['body'];
        }
      }
      const { response, body: answer } = await send(path, { method, headers, body }, query);
      if (!response.ok) throw errorFromResponse(response, answer);
      return answer as T;
    } catch (error) {
      const normalised = normaliseError(error);
      throw init.fail ? init.fail(normalised) : normalised;
    }
  }

  return {
    whiteLabel: options.whiteLabel,
    request,
    withLang: (query: Query = {}): Query => ({ lang: currentLang(), ...query }),
    signedIn(tokens, source) {
      const set: TokenSet = { ...tokens, source: tokens.source ?? source };
      options.onTokens?.(set);
      return set;
    },
    async getNow(): Promise<NowResponse> {
      let response: Response;
      try {
        response = await doFetch(url('/1/now'), { headers: { accept: 'application/json' } });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : NETWORK_ERROR_MESSAGE;
        throw new ApiError(message, 500, '', isNetworkError(error) ? 'network' : undefined, []);
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const error = errorFromResponse(response, body);
        throw withMessage(error.errors[0]?.message || 'Failed to fetch UTC time')(error);
      }
      return body as NowResponse;
    },
    async openStream(path, init = {}) {
      try {
        const headers: Record<string, string> = {
          accept: 'text/event-stream',
          authorization: `Bearer ${await accessToken()}`,
        };
        if (options.whiteLabel) headers['x-white-label'] = options.whiteLabel;
        const response = await doFetch(url(path, init.query), {
          headers,
          ...(init.signal ? { signal: init.signal } : {}),
        });
        if (!response.ok) {
          const body: unknown = await response.json().catch(() => undefined);
          throw errorFromResponse(response, body);
        }
        return response;
      } catch (error) {
        throw normaliseError(error);
      }
    },
    async refreshTokens(): Promise<TokenSet | null> {
      const tokens = options.getTokens?.();
      if (!tokens?.refreshToken) return null;
      if (isTokenExpired(tokens.refreshToken, now())) return signOut(tokens).catch(() => null);
      return refreshOnce(tokens).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return null;
        throw normaliseError(error);
      });
    },
  };
}
