import type { TFunction } from 'i18next';

/** A failed call as the store keeps it (or the boot's fatal error): what the message needs. */
export interface FailedCall {
  /** The client's error code; `'network'` when no response came. */
  code?: string | undefined;
  message?: string | null;
  /** HTTP status, 500 without a response. */
  status?: number;
  /** The server's error items: a refused time names the positions not sold then. */
  errors?: ReadonlyArray<{ positions?: { name: string }[] }>;
}

/**
 * What the customer reads for a failed call (spec §8): 'Network error' without a response,
 * 'Не удалось выполнить запрос' for a server failure (5xx), otherwise the server's own message
 * (e.g. 'Menu positions not found'), and 'Неизвестная ошибка' when there is none.
 *
 * @example
 * requestErrorText(t, { code: 'network', message: 'Failed to fetch', status: 500 }); // 'Network error'
 */
export function requestErrorText(t: TFunction, error: FailedCall | null | undefined): string {
  if (!error) return t('app.unknownError');
  if (error.code === 'network' || error.message === 'Network error') return t('app.networkError');
  if ((error.status ?? 500) >= 500) return t('app.requestFailed');
  const names = error.errors?.[0]?.positions?.map((p) => p.name).join(', ');
  if (/^order\.(slot-|scheduled-)/.test(error.code ?? '') && (names || !error.code!.endsWith('unavailable')))
    return t(`orderTime.error.${error.code!.slice(6)}`, { names });
  return error.message || t('app.unknownError');
}
