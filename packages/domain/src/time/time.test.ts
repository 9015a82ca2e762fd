import { describe, expect, it } from 'vitest';
import { computeTimeOffset, parseIsoDate, serverNow } from './time';

describe('parseIsoDate', () => {
  it('reads ISO 8601 with and without an offset', () => {
    expect(parseIsoDate('2026-03-02T09:00:00+03:00')).toEqual({
      ok: true,
      epochMs: Date.parse('2026-03-02T06:00:00Z'),
    });
    expect(parseIsoDate('2026-03-02T06:00:00.250Z')).toEqual({
      ok: true,
      epochMs: Date.parse('2026-03-02T06:00:00.250Z'),
    });
    expect(parseIsoDate('2026-03-02T06:00:00')).toEqual({ ok: true, epochMs: Date.parse('2026-03-02T06:00:00Z') });
  });

  it("refuses anything else with 'Non ISO 8601 compliant date'", () => {
    for (const bad of ['yesterday', '02.03.2026 09:00', '2026-02-30T00:00:00Z', '2026-03-02T25:00:00Z', '']) {
      expect(parseIsoDate(bad)).toEqual({ ok: false, reason: 'NON_ISO_DATE', message: 'Non ISO 8601 compliant date' });
    }
  });
});

describe('computeTimeOffset', () => {
  it('gives server minus client time', () => {
    const receivedAt = Date.parse('2026-03-02T06:00:05Z');
    expect(computeTimeOffset({ utcTime: '2026-03-02T06:00:00Z', receivedAt })).toEqual({ ok: true, offsetMs: -5000 });
  });

  it('centres on the round trip when the send time is known', () => {
    const sentAt = Date.parse('2026-03-02T06:00:00Z');
    const receivedAt = sentAt + 400;
    const sync = computeTimeOffset({ utcTime: '2026-03-02T06:00:10.200Z', sentAt, receivedAt });
    expect(sync).toEqual({ ok: true, offsetMs: 10000 });
    expect(sync.ok && serverNow(receivedAt, sync.offsetMs)).toBe(Date.parse('2026-03-02T06:00:10.400Z'));
  });

  it('reports a bad utc_time as a value', () => {
    expect(computeTimeOffset({ utcTime: 'now', receivedAt: 0 })).toMatchObject({ ok: false, reason: 'NON_ISO_DATE' });
  });
});
