import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor (spec section 9)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ] as const)('hour %i is %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });

  it('refuses what is not an hour', () => {
    for (const hour of [-1, 25, 10.5, Number.NaN]) expect(() => greetingFor(hour)).toThrow(RangeError);
  });
});
