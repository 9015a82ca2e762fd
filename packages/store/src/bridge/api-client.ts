/**
 * The seam between the store and `@tarelka/api-client`: the client the store builds, its error as
 * plain data, and the few shape differences between the contract and `@tarelka/domain`.
 */
import {
  ApiError,
  createApiTransport,
  type ApiTransport,
  type PreflightRequest as ContractPreflightRequest,
  type TokenSet,
} from '@tarelka/api-client';
import type { PreflightRequest, PreflightRequestPosition } from '@tarelka/domain';

/** The error of every failed call, as plain data (RTK Query keeps errors in the state). */
export interface SerializedApiError {
  name: 'ApiError';
  message: string;
  /** HTTP status clamped to 100–599; 500 without a response. */
  status: number;
  statusText: string;
  /** The first server error code, when the server sent one. */
  code: string | undefined;
  errors: ReadonlyArray<{
    code: string;
    message: string;
    /** JSON pointer of the refused input (`/body/email`), when the server named one. */
    field?: string;
    /** `order.slot-position-unavailable`: the positions not sold at the chosen time. */
    positions?: { id: number; name: string }[];
    /** `resto.closed` where orders for a later time are taken: the first time to order for. */
    nextSlot?: string;
  }>;
  /** The order sum the server checked against a zone's limits (`delivery.order-sum-*`), when it said. */
  orderSum?: number;
}

/**
 * Turns anything a call threw into a {@link SerializedApiError}: an `ApiError` keeps its fields;
 * any other failure is a bug and becomes a status-500 error with its own message.
 *
 * @example
 * toSerializedApiError(new ApiError('Промокод не найден', 422, '', 'promo-code.not-found', [])).code;
 * // 'promo-code.not-found'
 */
export function toSerializedApiError(error: unknown): SerializedApiError {
  if (error instanceof ApiError) {
    const orderSum = (error.errors[0] as { orderSum?: unknown } | undefined)?.orderSum;
    return {
      ...(typeof orderSum === 'number' ? { orderSum } : {}),
      name: 'ApiError',
      message: error.message,
      status: error.status,
      statusText: error.statusText,
      code: error.code,
      errors: error.errors.map(({ code, message, field, positions, nextSlot }) => ({
        code,
        message,
        ...(field ? { field } : {}),
        ...(positions ? { positions } : {}),
        ...(nextSlot ? { nextSlot } : {}),
      })),
    };
  }
  const message = error instanceof Error ? error.message : 'Неизвестная ошибка';
  return { name: 'ApiError', message, status: 500, statusText: '', code: undefined, errors: [] };
}

/** Where the API is, and optionally which `fetch` to use (tests count requests through it). */
export interface StoreApiOptions {
  /** Base URL of the API, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string;
  /** The fetch implementation; defaults to the global one. */
  fetch?: typeof fetch;
  /** Signs out of VK ID when a VK session ends (spec §4); the storefront passes the SDK's logout. */
  vkSignOut?: (vkAccessToken: string | null) => Promise<void> | void;
}

/** Builds the client's transport with the store's white label, locale, clock and token hooks. */
export function createStoreApi(
  options: StoreApiOptions,
  context: {
    whiteLabel: string;
    now: () => number;
    lang: () => 'ru' | 'en' | 'cnr' | undefined;
    getTokens: () => TokenSet | null;
    onTokens: (tokens: TokenSet) => void;
    onSignOut: () => void;
  },
): ApiTransport {
  return createApiTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    vkSignOut: options.vkSignOut,
    ...context,
  });
}

/**
 * Cart lines in the contract's shape (mutable arrays, modifier id/count/price), for the preflight
 * and the order.
 */
export function toContractLines(positions: readonly PreflightRequestPosition[]): ContractPreflightRequest['positions'] {
  return positions.map((line) => ({
    id: line.id,
    count: line.count,
    name: line.name,
    price: line.price,
    sum: line.sum,
    modifiers: line.modifiers.map(({ id, count, price }) => ({ id, count, price })),
  }));
}

/** The domain's preflight request in the contract's shape. */
export function toContractPreflightRequest(request: PreflightRequest): ContractPreflightRequest {
  return { ...request, positions: toContractLines(request.positions) };
}
