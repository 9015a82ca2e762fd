import type { ErrorCode, ErrorItem } from '@tarelka/api-client/contract';

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
  ) {
    super(message);
  }

  /** The `errors[]` body of this error. */
  body(): { errors: ErrorItem[] } {
    return { errors: [{ code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) }] };
  }
}

/** The `errors[]` body of one error. */
export const errorBody = (code: ErrorCode, message: string, field?: string): { errors: ErrorItem[] } => ({
  errors: [{ code, message, ...(field ? { field } : {}) }],
});
