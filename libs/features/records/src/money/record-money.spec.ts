import { describe, expect, it } from 'vitest';
import { wireToMinor } from '@playdeck/api';
import { amountTone, formatRecordAmount } from './record-money';

// The default brand's currency: ₫ with no decimals, a fraction still shown.
describe('formatRecordAmount', () => {
  it.each([
    [121_000, '₫1,210'],
    [-1_050, '-₫10.50'],
    [5, '₫0.05'],
    [0, '₫0'],
    [123_456_789_01, '₫123,456,789.01'],
  ])('shows %i minor units as %s', (minor, text) => {
    expect(formatRecordAmount(minor)).toBe(text);
  });

  it('signs credits when asked, debits always', () => {
    expect(formatRecordAmount(3_500, { signed: true })).toBe('+₫35');
    expect(formatRecordAmount(-3_500, { signed: true })).toBe('-₫35');
    expect(formatRecordAmount(0, { signed: true })).toBe('₫0');
  });

  it('keeps every cent of wire amounts that floats would round', () => {
    expect(formatRecordAmount(wireToMinor(0.07))).toBe('₫0.07');
    expect(formatRecordAmount(wireToMinor(-1_199.29))).toBe('-₫1,199.29');
  });
});

describe('amountTone', () => {
  it('credits money in, debits money out, neither for zero', () => {
    expect([amountTone(1), amountTone(-1), amountTone(0)]).toEqual(['credit', 'debit', 'none']);
  });
});
