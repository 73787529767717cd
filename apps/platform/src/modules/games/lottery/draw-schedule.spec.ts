import { describe, expect, it } from 'vitest';
import { nextDraw } from './draw-schedule';

const at = (iso: string) => new Date(iso);
const fast = (seconds: number) => ({ drawIntervalSeconds: seconds, drawOffsetSeconds: 0, drawDays: 127 });

describe('nextDraw', () => {
  it("draws fast games every interval from midnight UTC, numbering the day's draws from the one at midnight", () => {
    expect(nextDraw(fast(60), at('2025-06-02T00:00:30Z'))).toEqual({ at: Date.parse('2025-06-02T00:01:00Z'), issueNo: '202506020002' });
    expect(nextDraw(fast(60), at('2025-06-02T00:01:00Z'))).toEqual({ at: Date.parse('2025-06-02T00:02:00Z'), issueNo: '202506020003' });
    expect(nextDraw(fast(300), at('2025-06-02T10:07:00Z')).at).toBe(Date.parse('2025-06-02T10:10:00Z'));
    expect(nextDraw(fast(45), at('2025-06-02T23:59:50Z'))).toEqual({ at: Date.parse('2025-06-03T00:00:00Z'), issueNo: '202506030001' });
  });

  it('draws daily lotteries on their weekdays, Vietnam time', () => {
    // 11:15 UTC is 18:15 in Vietnam; bit 2 is Tuesday.
    const tuesdays = { drawIntervalSeconds: 86_400, drawOffsetSeconds: 11 * 3600 + 15 * 60, drawDays: 4 };
    expect(nextDraw(tuesdays, at('2025-06-02T00:00:00Z'))).toEqual({ at: Date.parse('2025-06-03T11:15:00Z'), issueNo: '20250603' });
    expect(nextDraw(tuesdays, at('2025-06-03T11:15:00Z')).at).toBe(Date.parse('2025-06-10T11:15:00Z'));
    const daily = { ...tuesdays, drawDays: 127 };
    expect(nextDraw(daily, at('2025-06-03T11:14:59Z')).at).toBe(Date.parse('2025-06-03T11:15:00Z'));
    expect(nextDraw(daily, at('2025-06-03T11:15:01Z')).at).toBe(Date.parse('2025-06-04T11:15:00Z'));
  });
});
