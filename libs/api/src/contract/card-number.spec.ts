import { describe, expect, it } from 'vitest';
import { passesLuhn } from './card-number';

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4111111111111111', '5555555555554444', '378282246310005', '000000000000'])('accepts %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(['4242424242424241', '4111111111111112', '1234567890123'])('rejects %s', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});
