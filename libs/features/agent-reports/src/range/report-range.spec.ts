import { describe, expect, it } from 'vitest';
import { chosenToEpoch, localDaysToEpoch } from '@playdeck/ui/patterns';
import { defaultChoice } from './report-range';

describe('report ranges', () => {
  it('turns local days into [from, to) from midnight to the midnight after the last day', () => {
    const range = localDaysToEpoch({ start: '2026-03-01', end: '2026-03-02' });
    expect(range).toEqual({ from: new Date(2026, 2, 1).getTime(), to: new Date(2026, 2, 3).getTime() });
  });

  it('reads a preset again at the given instant: the last 30 days end with today', () => {
    const now = new Date(2026, 10, 24, 15, 30);
    const range = chosenToEpoch({ preset: 'last30Days', start: '2000-01-01', end: '2000-01-01' }, now);
    expect(range).toEqual({ from: new Date(2026, 9, 26).getTime(), to: new Date(2026, 10, 25).getTime() });
  });

  it('keeps a custom choice as chosen, and opens on the last 7 days', () => {
    const now = new Date(2026, 10, 24, 9);
    expect(chosenToEpoch({ preset: 'custom', start: '2026-11-01', end: '2026-11-01' }, now)).toEqual({
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 10, 2).getTime(),
    });
    expect(defaultChoice(now)).toEqual({ preset: 'last7Days', start: '2026-11-18', end: '2026-11-24' });
  });
});
