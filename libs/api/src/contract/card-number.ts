/** How many digits a payment card number has: the platform refuses, and the form flags, any other length. */
export const CARD_NUMBER_DIGITS = { min: 12, max: 19 } as const;

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
