import { describe, expect, it } from 'vitest';
import { addDays, presetRange, rangeProblem, spanDays, toIsoDate } from './date-range';

// Late evening local time: the calendar day is still the 15th wherever the test runs.
const now = new Date(2026, 2, 15, 23, 30);

describe('presetRange', () => {
  it('today is the one day of now', () => {
    expect(presetRange('today', now)).toEqual({ start: '2026-03-15', end: '2026-03-15' });
  });

  it('the last 7 and 30 days end today and include it', () => {
    expect(presetRange('last7Days', now)).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(presetRange('last30Days', now)).toEqual({ start: '2026-02-14', end: '2026-03-15' });
    expect(spanDays(presetRange('last30Days', now))).toBe(30);
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(presetRange('last7Days', new Date(2028, 2, 2, 8))).toEqual({ start: '2028-02-25', end: '2028-03-02' });
    expect(presetRange('last30Days', new Date(2027, 0, 10, 8))).toEqual({ start: '2026-12-12', end: '2027-01-10' });
  });
});

describe('date arithmetic', () => {
  it('uses the local calendar day, not the UTC one', () => {
    expect(toIsoDate(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('adds days across a daylight-saving change without losing one', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });
});

describe('rangeProblem', () => {
  const rules = { maxSpanDays: 31, now };

  it('accepts a range within the span that ends by today', () => {
    expect(rangeProblem({ start: '2026-02-13', end: '2026-03-15' }, rules)).toBeNull();
    expect(rangeProblem({ start: '2026-03-10', end: '2026-03-10' }, rules)).toBeNull();
  });

  it('needs both dates, and real ones', () => {
    expect(rangeProblem({ start: '', end: '2026-03-15' }, rules)).toBe('missing');
    expect(rangeProblem({ start: '2026-02-30', end: '2026-03-15' }, rules)).toBe('missing');
  });

  it('rejects a start after the end', () => {
    expect(rangeProblem({ start: '2026-03-12', end: '2026-03-11' }, rules)).toBe('order');
  });

  it('rejects an end after today', () => {
    expect(rangeProblem({ start: '2026-03-12', end: '2026-03-16' }, rules)).toBe('future');
  });

  it('rejects a range longer than the maximum span, counting both ends', () => {
    expect(rangeProblem({ start: '2026-02-10', end: '2026-03-13' }, rules)).toBe('span');
    expect(rangeProblem({ start: '2026-03-09', end: '2026-03-15' }, { maxSpanDays: 7, now })).toBeNull();
    expect(rangeProblem({ start: '2026-03-08', end: '2026-03-15' }, { maxSpanDays: 7, now })).toBe('span');
  });
});
