import { CARD_NUMBER_DIGITS, passesLuhn } from '@playdeck/api';
import type { FieldMessage } from '@playdeck/form-kit';

/** A card number as typed, without the spaces a member may type between the groups of digits. */
export function stripCardNumber(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** Why a typed card number cannot be a card's (null when it can): digits only, 12-19 of them, Luhn. */
export function cardNumberProblem(typed: string): FieldMessage | null {
  const digits = stripCardNumber(typed);
  if (digits === '') return null;
  if (!/^\d+$/.test(digits)) return { key: 'withdraw_card_number_digits' };
  const { min, max } = CARD_NUMBER_DIGITS;
  if (digits.length < min || digits.length > max) return { key: 'withdraw_card_number_length', params: { min, max } };
  if (!passesLuhn(digits)) return { key: 'withdraw_card_number_luhn' };
  return null;
}
