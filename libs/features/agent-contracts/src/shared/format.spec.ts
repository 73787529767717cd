import { describe, expect, it } from 'vitest';
import { bpOf, formatMoney, percentOf } from './format';

describe('agent contract formats', () => {
  it('shows basis points as a percentage and reads one back without floating point', () => {
    expect(percentOf(150)).toBe('1.50');
    expect(percentOf(5)).toBe('0.05');
    expect(percentOf(10_000)).toBe('100.00');
    expect(bpOf('1.5')).toBe(150);
    expect(bpOf('0.07')).toBe(7);
    expect(bpOf('100')).toBe(10_000);
    expect(bpOf('100.01')).toBeNull();
    expect(bpOf('1.234')).toBeNull();
    expect(bpOf('-1')).toBeNull();
    expect(bpOf('')).toBeNull();
  });

  it("formats wire money in the brand's currency (the default brand: ₫, no decimals unless there is a fraction)", () => {
    expect(formatMoney(1234.5)).toBe('₫1,234.50');
    expect(formatMoney(-320)).toBe('-₫320');
    expect(formatMoney(0.07)).toBe('₫0.07');
  });
});
