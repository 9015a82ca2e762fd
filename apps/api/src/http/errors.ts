import type { ErrorCode, ErrorItem } from '@tarelka/api-client/contract';

/** What an error item may carry besides code, message and field (e.g. a refused time's positions). */
export type ErrorDetails = Pick<ErrorItem, 'positions' | 'nextSlot' | 'orderSum'>;

/** An expected refusal: answered with its status and the `errors[]` body, never logged as a fault. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Extra headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
    /** Extra fields of the error item. */
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }

  /** The `errors[]` body of this error. */
  body(): { errors: ErrorItem[] } {
    return errorBody(this.code, this.message, this.field, this.details);
  }
}

/** The `errors[]` body of one error. */
export const errorBody = (
  code: ErrorCode,
  message: string,
  field?: string,
  details: ErrorDetails = {},
): { errors: ErrorItem[] } => ({
  errors: [{ code, message, ...(field ? { field } : {}), ...details }],
});
