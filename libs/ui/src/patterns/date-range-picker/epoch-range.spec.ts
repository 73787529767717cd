import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDaysToEpoch, presetToEpoch } from './epoch-range';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Node applies a new TZ at once: each block runs in the member's zone it names, whatever the machine's.
function inZone(timeZone: string) {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

describe('record ranges in Vietnam (UTC+7, no DST)', () => {
  inZone('Asia/Ho_Chi_Minh');

  it('a day runs from local midnight (17:00 UTC the day before) to the next local midnight', () => {
    expect(localDaysToEpoch({ start: '2026-11-23', end: '2026-11-23' })).toEqual({
      from: Date.UTC(2026, 10, 22, 17),
      to: Date.UTC(2026, 10, 23, 17),
    });
  });

  it('today is the same range at any hour of the local day', () => {
    const today = { from: Date.UTC(2026, 10, 22, 17), to: Date.UTC(2026, 10, 23, 17) };
    expect(presetToEpoch('today', new Date(Date.UTC(2026, 10, 22, 17)))).toEqual(today);
    expect(presetToEpoch('today', new Date(Date.UTC(2026, 10, 23, 16, 59, 59)))).toEqual(today);
    // 00:30 UTC on the 23rd is already 07:30 local on the 23rd; 16:59 UTC on the 22nd is still the 22nd.
    expect(presetToEpoch('today', new Date(Date.UTC(2026, 10, 22, 16, 59)))).toEqual({
      from: Date.UTC(2026, 10, 21, 17),
      to: Date.UTC(2026, 10, 22, 17),
    });
  });

  it('7 days are the last 7 local days including today, across a month boundary', () => {
    const range = presetToEpoch('last7Days', new Date(Date.UTC(2026, 2, 3, 2)));
    expect(range).toEqual({ from: Date.UTC(2026, 1, 24, 17), to: Date.UTC(2026, 2, 3, 17) });
    expect(range.to - range.from).toBe(7 * DAY);
  });

  it('30 days are the last 30 local days including today, across a year boundary', () => {
    const range = presetToEpoch('last30Days', new Date(Date.UTC(2027, 0, 10, 5)));
    expect(range).toEqual({ from: Date.UTC(2026, 11, 11, 17), to: Date.UTC(2027, 0, 10, 17) });
    expect(range.to - range.from).toBe(30 * DAY);
  });

  it('a custom range ends at the first midnight after its last day, in leap and common years', () => {
    expect(localDaysToEpoch({ start: '2028-02-27', end: '2028-02-29' })).toEqual({
      from: Date.UTC(2028, 1, 26, 17),
      to: Date.UTC(2028, 1, 29, 17),
    });
    expect(localDaysToEpoch({ start: '2026-01-31', end: '2026-02-28' }).to).toBe(Date.UTC(2026, 1, 28, 17));
  });
});

describe('record ranges in UTC', () => {
  inZone('UTC');

  it('day boundaries are UTC midnights, across a month boundary', () => {
    expect(localDaysToEpoch({ start: '2026-02-27', end: '2026-03-01' })).toEqual({ from: Date.UTC(2026, 1, 27), to: Date.UTC(2026, 2, 2) });
  });
});

describe('record ranges where the clocks change (London)', () => {
  inZone('Europe/London');

  it('the day the clocks go forward is 23 hours long, so 7 days are 167 hours', () => {
    const range = presetToEpoch('last7Days', new Date(Date.UTC(2026, 2, 31, 12)));
    expect(range).toEqual({ from: Date.UTC(2026, 2, 25), to: Date.UTC(2026, 2, 31, 23) });
    expect(range.to - range.from).toBe(7 * DAY - HOUR);
  });
});

describe('localDaysToEpoch', () => {
  it('rejects text that is not an ISO date', () => {
    expect(() => localDaysToEpoch({ start: '23/11/2026', end: '2026-11-23' })).toThrow('Not an ISO date');
  });
});
