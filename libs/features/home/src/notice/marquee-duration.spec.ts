import { describe, expect, it } from 'vitest';
import { marqueeDurationSeconds } from './marquee-duration';

describe('marqueeDurationSeconds', () => {
  it('grows with the text so the scroll speed stays the same', () => {
    expect(marqueeDurationSeconds(['a'.repeat(100)])).toBe(20);
    expect(marqueeDurationSeconds(['a'.repeat(100), 'b'.repeat(100)])).toBe(40);
  });

  it('never rushes a short notice past', () => {
    expect(marqueeDurationSeconds(['Hi'])).toBe(8);
    expect(marqueeDurationSeconds([])).toBe(8);
  });
});
