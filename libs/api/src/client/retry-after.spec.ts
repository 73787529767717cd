import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-28T05:00:00Z');

  it('reads delta-seconds and an HTTP date', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(1);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 05:10:00 GMT', now)).toBe(600);
  });

  it('says nothing for no header, a past date or text', () => {
    expect([null, undefined, '', 'soon', '-5', 'Sat, 28 Nov 2026 04:00:00 GMT'].map((header) => retryAfterSeconds(header, now))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
