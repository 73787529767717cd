import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayFirst } from './local-time';

describe("moments in the player's time zone", () => {
  const saved = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Ho_Chi_Minh';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  // 2026-03-07 01:04:09 UTC is 08:04:09 in Ho Chi Minh City (UTC+7).
  const moment = Date.UTC(2026, 2, 7, 1, 4, 9);

  it('writes the date year first for lists and day first for detail pages, with two-digit months and days', () => {
    expect(formatDate(moment)).toBe('2026/03/07');
    expect(formatDayFirst(moment)).toBe('07/03/2026');
  });

  it('adds hours and minutes, and the seconds when asked', () => {
    expect(formatDateTime(moment)).toBe('2026/03/07 08:04');
    expect(formatDateTime(moment, { seconds: true })).toBe('2026/03/07 08:04:09');
  });

  it('turns the day over at local midnight, not UTC midnight', () => {
    expect(formatDate(Date.UTC(2026, 11, 31, 17, 30))).toBe('2027/01/01');
  });
});
