import type { FieldMessage } from '@playdeck/form-kit';

/** A card number as typed, without the spaces a member may type between the groups of digits. */
export function stripCardNumber(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** The Luhn (mod 10) check every payment card number passes: catches a mistyped digit or two swapped. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why a typed card number cannot be a card's (null when it can): digits only, 12-19 of them, Luhn. */
export function cardNumberProblem(typed: string): FieldMessage | null {
  const digits = stripCardNumber(typed);
  if (digits === '') return null;
  if (!/^\d+$/.test(digits)) return { key: 'withdraw_card_number_digits' };
  if (digits.length < 12 || digits.length > 19) return { key: 'withdraw_card_number_length', params: { min: 12, max: 19 } };
  if (!passesLuhn(digits)) return { key: 'withdraw_card_number_luhn' };
  return null;
}
