import { createHash, createHmac } from 'node:crypto';
import type { PlatformServices } from '../../services';

/** The Luhn check digit test every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const isCardNumber = (value: string): boolean => /^\d{12,19}$/.test(value) && passesLuhn(value);

/**
 * A keyed hash of the number, to find duplicates without storing it. Keyed with a secret derived from the
 * platform's RSA key (a row shared by every instance): card numbers are too few to hash unkeyed.
 */
export function cardNumberHash(services: PlatformServices, merchantId: number, number: string): string {
  const key = createHash('sha256').update(`bank-card-number:${services.rsaKey.privateExponent}`).digest();
  return createHmac('sha256', key).update(`${merchantId}:${number}`).digest('base64url');
}

export const maskCardNumber = (last4: string): string => `•••• ${last4}`;

/** Names compare without case or spacing: "NGUYEN  van a" is "Nguyen Van A". */
export const sameName = (a: string, b: string): boolean => normaliseName(a) === normaliseName(b);
const normaliseName = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
