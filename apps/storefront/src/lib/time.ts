import { serverNow } from '@tarelka/domain';
import { selectClockOffset } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { useEffect, useState } from 'react';

/**
 * The server's time in ms, re-read every `intervalMs` (default a minute): schedules, time slots and
 * day-off checks use the synced clock (spec §4 "Time sync"), not the device's.
 *
 * @example
 * const now = useServerNow();
 * isRestoOpen(hours, now, resto.timezone);
 */
export function useServerNow(intervalMs = 60_000): number {
  const offset = useAppSelector(selectClockOffset);
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setClientNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return serverNow(clientNow, offset ?? 0);
}
