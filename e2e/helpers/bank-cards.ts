import { randomInt } from 'node:crypto';

/** The Luhn check digit that completes `digits`. */
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A fresh 16-digit card number passing the Luhn check. The platform refuses a card already bound to any
 * member of the merchant, so each journey (and each device project running it) needs its own.
 */
export function uniqueCardNumber(): { number: string; last4: string } {
  const body = `4${Array.from({ length: 14 }, () => randomInt(10)).join('')}`;
  const number = `${body}${luhnCheckDigit(body)}`;
  return { number, last4: number.slice(-4) };
}
