import { toEpochMs, type Instant } from '../common/instant';

/** Spec §8 text for a date string that is not ISO 8601. */
export const NON_ISO_DATE_MESSAGE = 'Non ISO 8601 compliant date';

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/** The outcome of {@link parseIsoDate}. */
export type ParsedDate = { ok: true; epochMs: number } | { ok: false; reason: 'NON_ISO_DATE'; message: string };

/**
 * Parses an ISO 8601 date-time (a missing offset means UTC) into epoch milliseconds.
 *
 * @example
 * parseIsoDate('2026-03-02T09:00:00+03:00'); // { ok: true, epochMs: 1772431200000 }
 */
export function parseIsoDate(value: string): ParsedDate {
  const m = ISO_8601.exec(value.trim());
  if (!m) return { ok: false, reason: 'NON_ISO_DATE', message: NON_ISO_DATE_MESSAGE };
  const [, y, mo, d, h, mi, s = '0', frac = '0', zone] = m;
  const ms = Math.floor(Number(`0.${frac}`) * 1000);
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    return { ok: false, reason: 'NON_ISO_DATE', message: NON_ISO_DATE_MESSAGE };
  }
  let offsetMinutes = 0;
  if (zone && zone !== 'Z' && zone !== 'z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0));
  }
  return { ok: true, epochMs: utc - offsetMinutes * 60_000 };
}

/** The outcome of {@link computeTimeOffset}. */
export type TimeOffset = { ok: true; offsetMs: number } | { ok: false; reason: 'NON_ISO_DATE'; message: string };

/**
 * The offset between the server's clock and the client's (spec §4 time sync), from `GET /1/now`'s
 * `utc_time`. Give the request's send and receive times to centre on the round trip; with only
 * `receivedAt` the offset is server − client at receipt. Add it to the client clock for server time.
 *
 * @example
 * const sync = computeTimeOffset({ utcTime: body.utc_time, sentAt, receivedAt });
 * if (sync.ok) serverNow(clientNow, sync.offsetMs);
 */
export function computeTimeOffset(input: { utcTime: string; receivedAt: Instant; sentAt?: Instant }): TimeOffset {
  const parsed = parseIsoDate(input.utcTime);
  if (!parsed.ok) return parsed;
  const received = toEpochMs(input.receivedAt);
  const clientAt = input.sentAt === undefined ? received : (toEpochMs(input.sentAt) + received) / 2;
  return { ok: true, offsetMs: Math.round(parsed.epochMs - clientAt) };
}

/**
 * The server's time for a client clock reading and a synced offset.
 *
 * @example
 * serverNow(clientNow, offsetMs); // epoch ms on the server's clock
 */
export function serverNow(clientNow: Instant, offsetMs: number): number {
  return toEpochMs(clientNow) + offsetMs;
}
