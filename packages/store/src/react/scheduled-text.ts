// An order's time as the customer reads it (issue 27), in a module of its own: the order result's
// route needs it without the order-slots endpoint that useOrderTime injects.
import { formatRestoTime } from '@tarelka/domain';
import { restosApi } from '../api/restos';
import { useApiQuery } from './hooks';

/**
 * The time an order is placed for, on its resto's clock (the resto's timezone from data, never the
 * browser's) in `locale`: 'чт, 5 марта, 12:15'; null for an order as soon as possible, or while the
 * resto is loading.
 *
 * @example
 * const at = useScheduledText(order, i18n.language); // order.scheduledFor is UTC, like createdAt
 */
export function useScheduledText(
  order: { restoId: number; scheduledFor?: string | null } | null | undefined,
  locale: string,
): string | null {
  const at = order?.scheduledFor ?? null;
  const resto = useApiQuery(restosApi.endpoints.getResto as never, order?.restoId ?? 0, { skip: !at }) as {
    data?: { timezone?: string | null };
  };
  return at && resto.data ? formatRestoTime(at, { timezone: resto.data.timezone, locale }) : null;
}
