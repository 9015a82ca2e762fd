import type { Threshold, Zone } from '@tarelka/domain';
import type { Person, TokenSetResponse } from './contract/auth';
import type {
  CitiesQuery,
  City,
  DeliveriesQuery,
  ModifierGroup,
  Position,
  PositionGroup,
  PositionTimeSlot,
  Promotion,
  Resto,
  RestosQuery,
  ServerDeliveryZone,
  ServerThreshold,
  TimeSlotsQuery,
} from './contract/catalog';
import type { Locale, NowResponse } from './contract/common';
import type { AddressDetails, AutocompleteQuery, AutocompleteResponse, PlaceQuery, ReverseQuery } from './contract/geo';
import type {
  Order,
  OrderPage,
  OrderRequest,
  OrdersQuery,
  PreflightRequest,
  PreflightResponse,
} from './contract/orders';
import type { OrderDetails, OrderPaymentStatus, RetryPaymentRequest } from './contract/payments';
import type { PhoneCodeRequest, PhoneCodeResponse, PhoneSignInRequest, VkSignInRequest } from './contract/auth';
import { ApiError, errorFromResponse, isNetworkError, NETWORK_ERROR_MESSAGE, normaliseError } from './errors';
import { isTokenExpired, type TokenSet } from './tokens';

/** Options of {@link createApiClient}. */
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
  /** Called with the new token set after a refresh. */
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

/** A delivery threshold in the spec's names (the client maps the server's). */
export type DeliveryThreshold = Threshold;
/** A delivery zone in the spec's names: `thresholds[].deliveryCost`, `deliveryTime`, `orderPrice`. */
export type DeliveryZone = Zone & { thresholds: Threshold[] };
/** A page of delivery zones in the spec's names. */
export interface DeliveryZones {
  content: DeliveryZone[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** Maps a server threshold to the spec's names (deliveryPrice → deliveryCost, time → deliveryTime). */
export function mapThreshold(threshold: ServerThreshold): DeliveryThreshold {
  return {
    deliveryCost: threshold.deliveryPrice,
    deliveryTime: threshold.time,
    orderPrice: { min: threshold.minOrderPrice, max: threshold.maxOrderPrice },
  };
}

/** Maps a server zone to the spec's names. */
export function mapZone(zone: ServerDeliveryZone): DeliveryZone {
  return {
    id: zone.id,
    name: zone.name,
    restoId: zone.restoId,
    polygon: zone.polygon,
    thresholds: zone.thresholds.map(mapThreshold),
  };
}

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Query;
  body?: unknown;
  auth?: boolean;
  headers?: Record<string, string>;
  /** Rewrites the error of a failed call (the fatal messages of spec §8). */
  fail?: (error: ApiError) => ApiError;
}

const withMessage = (message: string) => (error: ApiError) =>
  new ApiError(message, error.status, error.statusText, error.code, error.errors);

const notFoundOr = (notFound: string, fallback: string) => (error: ApiError) => {
  if (error.status === 404) return withMessage(notFound)(error);
  const server = error.errors[0]?.message;
  return withMessage(server || fallback)(error);
};

const isPlainBody = (body: unknown) =>
  Array.isArray(body) ||
  (body !== null && typeof body === 'object' && Object.getPrototypeOf(body) === Object.prototype);

/**
 * Creates the typed client: one function per call of the contract. It adds the white label and
 * the bearer token, refreshes an expired access token before the call (once, shared by concurrent
 * calls), signs out when the refresh token is expired, maps server fields to the spec's names and
 * throws only {@link ApiError}.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'http://127.0.0.1:8787', whiteLabel: 'demo' });
 * const cities = await api.getCities();
 * const zones = await api.getRestoDeliveries(cities[0].id); // thresholds[].deliveryCost …
 */
export function createApiClient(options: ApiClientOptions) {
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
    throw new ApiError('Unauthorized', 401, 'Unauthorized', 'auth.unauthorized', [
      { code: 'auth.unauthorized', message: 'Unauthorized' },
    ]);
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

  /** A fresh access token: refreshes once for every concurrent caller; signs out when it cannot. */
  async function accessToken(): Promise<string> {
    const tokens = options.getTokens?.();
    if (!tokens?.accessToken || !tokens.refreshToken) {
      throw new ApiError('Unauthorized', 401, 'Unauthorized', 'auth.unauthorized', [
        { code: 'auth.unauthorized', message: 'Unauthorized' },
      ]);
    }
    if (!isTokenExpired(tokens.accessToken, now())) return tokens.accessToken;
    if (isTokenExpired(tokens.refreshToken, now())) return signOut(tokens);
    refreshing ??= refresh(tokens).finally(() => {
      refreshing = null;
    });
    return (await refreshing).accessToken;
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

  const withLang = (query: Query = {}): Query => ({ lang: currentLang(), ...query });
  const enc = encodeURIComponent;

  return {
    /**
     * `GET /1/now`: server time. A failure carries the first server message or 'Failed to fetch UTC
     * time' with the status; without a response it keeps the error's own message (spec §8).
     */
    getNow: async (): Promise<NowResponse> => {
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
    /** `GET /health`: liveness. */
    getHealth: () => request<{ status: 'ok' | 'unavailable' }>('/health'),
    /** `GET /1/p/cities`: the cities of the white label. */
    getCities: (query: CitiesQuery = {}) =>
      request<City[]>('/1/p/cities', { query: withLang({ whiteLabel: options.whiteLabel, ...query }) }),
    /** `GET /1/p/cities/{cityId}`: one city. */
    getCity: (cityId: number) => request<City>(`/1/p/cities/${enc(cityId)}`, { query: withLang() }),
    /** The zones of every resto of a city (spec §4: failure is fatal), in the spec's names. */
    getCityDeliveries: async (cityId: number, query: DeliveriesQuery = {}): Promise<DeliveryZones> => {
      const page = await request<{ content: ServerDeliveryZone[] } & Omit<DeliveryZones, 'content'>>(
        `/1/p/cities/${enc(cityId)}/deliveries`,
        {
          query: withLang({ size: 100, ...query }),
          fail: withMessage(`Failed to fetch delivery zones by city ID ${cityId}`),
        },
      );
      return { ...page, content: page.content.map(mapZone) };
    },
    /** `GET /1/p/restos`: restos by city and white label. */
    getRestos: (query: RestosQuery = {}) =>
      request<Resto[]>('/1/p/restos', {
        query: withLang({ whiteLabel: options.whiteLabel, ...query }),
        fail: withMessage('Failed to fetch restos by params'),
      }),
    /** `GET /1/p/restos/{id}`: one resto. */
    getResto: (id: number) =>
      request<Resto>(`/1/p/restos/${enc(id)}`, {
        query: withLang(),
        fail: withMessage(`Failed to fetch resto by ID ${id}`),
      }),
    /** `GET /1/p/menus/{id}/position-groups`. 404 → 'Menu groups not found'. */
    getMenuPositionGroups: (menuId: number) =>
      request<PositionGroup[]>(`/1/p/menus/${enc(menuId)}/position-groups`, {
        query: withLang(),
        fail: notFoundOr('Menu groups not found', 'Failed to fetch menu groups'),
      }),
    /** `GET /1/p/menus/{id}/positions`. 404 → 'Menu positions not found'. */
    getMenuPositions: (menuId: number) =>
      request<Position[]>(`/1/p/menus/${enc(menuId)}/positions`, {
        query: withLang(),
        fail: notFoundOr('Menu positions not found', 'Failed to fetch menu positions'),
      }),
    /** `GET /1/restos/{restoId}/positions/modifiers`. */
    getRestoModifiers: (restoId: number) =>
      request<ModifierGroup[]>(`/1/restos/${enc(restoId)}/positions/modifiers`, { query: withLang() }),
    /** `GET /1/restos/{restoId}/position-time-slots` at the given time (default: the server's). */
    getRestoTimeSlots: (restoId: number, query: TimeSlotsQuery = {}) =>
      request<PositionTimeSlot[]>(`/1/restos/${enc(restoId)}/position-time-slots`, {
        query: withLang({ ...query }),
        fail: withMessage(`Failed to fetch positions time slots by resto ID ${restoId}`),
      }),
    /** `GET /1/restos/{id}/promotions`. 404 → 'Promotions not found'. */
    getRestoPromotions: (restoId: number) =>
      request<Promotion[]>(`/1/restos/${enc(restoId)}/promotions`, {
        query: withLang(),
        fail: notFoundOr('Promotions not found', 'Failed to fetch promotions'),
      }),
    /** `GET /1/restos/{restoId}/deliveries` (size 100), in the spec's names. */
    getRestoDeliveries: async (restoId: number, query: DeliveriesQuery = {}): Promise<DeliveryZones> => {
      const page = await request<{ content: ServerDeliveryZone[] } & Omit<DeliveryZones, 'content'>>(
        `/1/restos/${enc(restoId)}/deliveries`,
        {
          query: withLang({ size: 100, ...query }),
          fail: withMessage(`Failed to fetch delivery zones by resto ID ${restoId}`),
        },
      );
      return { ...page, content: page.content.map(mapZone) };
    },
    /** `POST /1/persons/orders/preflight`: anonymous pricing. */
    preflight: (body: PreflightRequest) =>
      request<PreflightResponse>('/1/persons/orders/preflight', { method: 'POST', body, query: withLang() }),
    /** `POST /1/persons/{personId}/orders/preflight`: pricing for a signed-in person. */
    personalPreflight: (personId: string, body: PreflightRequest) =>
      request<PreflightResponse>(`/1/persons/${enc(personId)}/orders/preflight`, {
        method: 'POST',
        body,
        auth: true,
        query: withLang(),
      }),
    /** `POST /api/v1/persons/{personId}/orders` with an Idempotency-Key (reuse it when retrying). */
    createOrder: (personId: string, body: OrderRequest, idempotencyKey: string) =>
      request<Order>(`/api/v1/persons/${enc(personId)}/orders`, {
        method: 'POST',
        body,
        auth: true,
        query: withLang(),
        headers: { 'idempotency-key': idempotencyKey },
      }),
    /** `GET /api/v1/persons/{personId}/orders`: newest first. */
    getOrders: (personId: string, query: OrdersQuery = {}) =>
      request<OrderPage>(`/api/v1/persons/${enc(personId)}/orders`, { auth: true, query: withLang({ ...query }) }),
    /** `GET /api/v1/persons/{personId}/orders/{orderId}`: one order with the status of its online payment. */
    getOrder: (personId: string, orderId: string) =>
      request<OrderDetails>(`/api/v1/persons/${enc(personId)}/orders/${enc(orderId)}`, {
        auth: true,
        query: withLang(),
      }),
    /** `POST /api/v1/persons/{personId}/orders/{orderId}/payments`: pay an unpaid order again; answers where to pay. */
    retryPayment: (personId: string, orderId: string, body: RetryPaymentRequest = {}) =>
      request<OrderPaymentStatus>(`/api/v1/persons/${enc(personId)}/orders/${enc(orderId)}/payments`, {
        method: 'POST',
        body,
        auth: true,
        query: withLang(),
      }),
    /** `GET /api/v1/me`: the signed-in person. */
    getMe: () => request<Person>('/api/v1/me', { auth: true }),
    /** `POST /api/v1/sign/in/phone/code`: send an SMS code. */
    requestPhoneCode: (body: PhoneCodeRequest) =>
      request<PhoneCodeResponse>('/api/v1/sign/in/phone/code', { method: 'POST', body, query: withLang() }),
    /** `POST /api/v1/sign/in/phone`: sign in with the SMS code; stores the token set via `onTokens`. */
    signInPhone: async (body: PhoneSignInRequest) => {
      const tokens = await request<TokenSetResponse>('/api/v1/sign/in/phone', {
        method: 'POST',
        body,
        query: withLang(),
      });
      const set: TokenSet = { ...tokens, source: tokens.source ?? 'PHONE' };
      options.onTokens?.(set);
      return set;
    },
    /** `POST /api/v1/sign/in/google` with the Google id token. */
    signInGoogle: async (idToken: string) => {
      const tokens = await request<TokenSetResponse>('/api/v1/sign/in/google', {
        method: 'POST',
        headers: { 'x-id-token': idToken },
      });
      const set: TokenSet = { ...tokens, source: tokens.source ?? 'GOOGLE' };
      options.onTokens?.(set);
      return set;
    },
    /** `POST /api/v1/sign/in/apple` with the Apple id token. */
    signInApple: async (idToken: string) => {
      const tokens = await request<TokenSetResponse>('/api/v1/sign/in/apple', {
        method: 'POST',
        headers: { 'x-id-token': idToken },
      });
      const set: TokenSet = { ...tokens, source: tokens.source ?? 'APPLE' };
      options.onTokens?.(set);
      return set;
    },
    /** `POST /1/sign/in/vk-id`: exchange a VK ID code (PKCE). */
    signInVk: async (body: VkSignInRequest) => {
      const tokens = await request<TokenSetResponse>('/1/sign/in/vk-id', { method: 'POST', body });
      const set: TokenSet = { ...tokens, source: tokens.source ?? 'VK' };
      options.onTokens?.(set);
      return set;
    },
    /** Refreshes the stored token set now (startup refresh, spec §4); signs out when it cannot. */
    refreshTokens: async (): Promise<TokenSet | null> => {
      const tokens = options.getTokens?.();
      if (!tokens?.refreshToken) return null;
      if (isTokenExpired(tokens.refreshToken, now())) return signOut(tokens).catch(() => null);
      refreshing ??= refresh(tokens).finally(() => {
        refreshing = null;
      });
      return refreshing.catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return null;
        throw normaliseError(error);
      });
    },
    /** `GET /1/p/geocode/autocomplete`: address suggestions in a city (offline map provider). */
    geocodeAutocomplete: (query: AutocompleteQuery) =>
      request<AutocompleteResponse>('/1/p/geocode/autocomplete', { query: withLang({ ...query }) }),
    /** `GET /1/p/geocode/places/{placeId}`: details of a suggestion. */
    geocodePlace: (placeId: string, query: PlaceQuery = {}) =>
      request<AddressDetails>(`/1/p/geocode/places/${enc(placeId)}`, { query: withLang({ ...query }) }),
    /** `GET /1/p/geocode/reverse`: the address of a point; any failure yields no address (null, spec §8). */
    geocodeReverse: (query: ReverseQuery): Promise<AddressDetails | null> =>
      request<AddressDetails>('/1/p/geocode/reverse', { query: withLang({ ...query }) }).catch(() => null),
  };
}

/** The client returned by {@link createApiClient}. */
export type ApiClient = ReturnType<typeof createApiClient>;
