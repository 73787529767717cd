import { describe, expect, it } from 'vitest';
import { cardNumberProblem, stripCardNumber } from './card-number';

describe('cardNumberProblem', () => {
  it('lets a valid number through, with the spaces typed between groups', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(stripCardNumber(' 4242 4242\t4242 4242 ')).toBe('4242424242424242');
  });

  it('refuses letters and signs, a wrong length and a failed check digit', () => {
    expect(cardNumberProblem('4242-4242-4242-4242')).toEqual({ key: 'withdraw_card_number_digits' });
    expect(cardNumberProblem('42424242424')).toEqual({ key: 'withdraw_card_number_length', params: { min: 12, max: 19 } });
    expect(cardNumberProblem('42424242424242424242')).toEqual({ key: 'withdraw_card_number_length', params: { min: 12, max: 19 } });
    expect(cardNumberProblem('4242424242424241')).toEqual({ key: 'withdraw_card_number_luhn' });
  });
});
