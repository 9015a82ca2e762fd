/** One error item of the server's `errors[]` list (spec §8). */
export interface ApiErrorItem {
  code: string;
  message: string;
  field?: string;
  /** `order.slot-position-unavailable`: the positions not sold at the chosen time. */
  positions?: { id: number; name: string }[];
  /** `resto.closed` with scheduled orders on: the first time the cart can be ordered for. */
  nextSlot?: string;
  /** `delivery.order-sum-*`: the order sum the server checked (after discounts and the promo code). */
  orderSum?: number;
}

function positionsOf(value: unknown): { id: number; name: string }[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((p): p is Record<string, unknown> => p !== null && typeof p === 'object')
    .filter((p) => typeof p.id === 'number' && typeof p.name === 'string')
    .map((p) => ({ id: p.id as number, name: p.name as string }));
}

/**
 * One normalised error for every failed call (spec §8): the first server error wins, the status is
 * clamped to 100–599 (500 when unknown), and a failure without a response says 'Network error'.
 *
 * @example
 * try { await api.preflight(body); } catch (e) {
 *   if (e instanceof ApiError && e.code === 'promo-code.not-found') showPromoError(e.message);
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status clamped to 100–599; 500 when unknown or when there was no response. */
    readonly status: number,
    /** HTTP status text, empty when there was no response. */
    readonly statusText: string,
    /** The first server error code; `'network'` for a recognised network failure. */
    readonly code: string | undefined,
    /** Every error item the server sent. */
    readonly errors: readonly ApiErrorItem[],
  ) {
    super(message);
  }
}

/** The message of a failure without a response (spec §8). */
export const NETWORK_ERROR_MESSAGE = 'Network error';

/**
 * Clamps a status to 100–599, defaulting to 500 (spec §8).
 *
 * @example
 * clampStatus(404); // 404
 * clampStatus(0);   // 500
 */
export function clampStatus(status: unknown): number {
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
}

const NETWORK_MESSAGES = ['failed to fetch', 'load failed', 'network error', 'networkerror'];

/**
 * True when a thrown value is a network failure, recognised by the browsers' messages
 * ('Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource', …).
 *
 * @example
 * isNetworkError(new TypeError('Failed to fetch')); // true
 */
export function isNetworkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const lower = message.toLowerCase();
  return NETWORK_MESSAGES.some((needle) => lower.includes(needle));
}

function errorItems(body: unknown): ApiErrorItem[] {
  if (body === null || typeof body !== 'object') return [];
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((item): item is Record<string, unknown> => item !== null && typeof item === 'object')
    .map((item) => {
      const positions = positionsOf(item.positions);
      return {
        code: typeof item.code === 'string' ? item.code : '',
        message: typeof item.message === 'string' ? item.message : '',
        ...(typeof item.field === 'string' ? { field: item.field } : {}),
        ...(positions ? { positions } : {}),
        ...(typeof item.nextSlot === 'string' ? { nextSlot: item.nextSlot } : {}),
        ...(typeof item.orderSum === 'number' ? { orderSum: item.orderSum } : {}),
      };
    });
}

/**
 * Builds the {@link ApiError} of an answered call from its status and parsed body: the first
 * item of `errors` gives the message and code; without one, the status text.
 *
 * @example
 * errorFromResponse({ status: 422, statusText: 'Unprocessable Entity' }, { errors: [{ code: 'x', message: 'Нет' }] });
 */
export function errorFromResponse(response: { status: number; statusText: string }, body: unknown): ApiError {
  const errors = errorItems(body);
  const first = errors[0];
  const status = clampStatus(response.status);
  const message = first?.message || response.statusText || `Request failed with status ${status}`;
  return new ApiError(message, status, response.statusText ?? '', first?.code || undefined, errors);
}

/**
 * Normalises anything a call can throw into an {@link ApiError} (spec §8). An `ApiError` passes
 * through; a failure without a response becomes 'Network error' with status 500.
 *
 * @example
 * normaliseError(new TypeError('Load failed')).message; // 'Network error'
 */
export function normaliseError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(NETWORK_ERROR_MESSAGE, 500, '', isNetworkError(error) ? 'network' : undefined, []);
}
