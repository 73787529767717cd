import { describe, expect, it } from 'vitest';
import { teamRangeQuery, todayQuery } from './team-range';

describe('team ranges', () => {
  it('turns local calendar days, both ends included, into [start midnight, midnight after the end)', () => {
    expect(teamRangeQuery({ start: '2026-03-01', end: '2026-03-07' })).toEqual({
      startDate: new Date(2026, 2, 1).getTime(),
      endDate: new Date(2026, 2, 8).getTime(),
    });
    expect(teamRangeQuery({ start: '2026-12-31', end: '2026-12-31' }).endDate).toBe(new Date(2027, 0, 1).getTime());
  });

  it('today runs from local midnight to the next', () => {
    expect(todayQuery(new Date(2026, 4, 9, 15, 42))).toEqual({
      startDate: new Date(2026, 4, 9).getTime(),
      endDate: new Date(2026, 4, 10).getTime(),
    });
  });
});
