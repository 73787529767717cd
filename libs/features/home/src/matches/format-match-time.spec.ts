import { describe, expect, it } from 'vitest';
import { formatMatchTime } from './format-match-time';

describe('formatMatchTime', () => {
  it('writes year, day/month and hour:minute in local time', () => {
    expect(formatMatchTime(new Date(2026, 10, 21, 19, 30).getTime())).toBe('2026 21/11 19:30');
  });

  it('pads day, month, hour and minute to two digits', () => {
    expect(formatMatchTime(new Date(2027, 0, 5, 8, 3).getTime())).toBe('2027 05/01 08:03');
  });

  it('shows midnight as 00:00 and ignores seconds', () => {
    expect(formatMatchTime(new Date(2026, 11, 31, 0, 0, 59).getTime())).toBe('2026 31/12 00:00');
  });

  it('is empty for an impossible time rather than "NaN"', () => {
    expect(formatMatchTime(Number.NaN)).toBe('');
  });
});
