import type { SerializedApiError } from '../bridge/api-client';

/** A fatal failure of the boot or location flows: shown on the splash with a retry (spec §8). */
export class FatalLoadError extends Error {
  override readonly name = 'FatalLoadError';
  constructor(
    message: string,
    readonly status: number,
    /** The client's error code: `'network'` when there was no response. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The data of a finished query, or a {@link FatalLoadError} with the client's message and status. */
export function unwrapFatal<T>(result: { data?: T; error?: unknown; isError?: boolean }): T {
  if (result.error !== undefined || result.data === undefined) {
    const error = result.error as Partial<SerializedApiError> | undefined;
    throw new FatalLoadError(error?.message ?? 'Не удалось выполнить запрос', error?.status ?? 500, error?.code);
  }
  return result.data;
}
