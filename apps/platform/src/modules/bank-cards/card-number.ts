import { createHash, createHmac } from 'node:crypto';
import { CARD_NUMBER_DIGITS, passesLuhn } from '@playdeck/api';
import type { PlatformServices } from '../../services';

export const isCardNumber = (value: string): boolean =>
  /^\d+$/.test(value) && value.length >= CARD_NUMBER_DIGITS.min && value.length <= CARD_NUMBER_DIGITS.max && passesLuhn(value);

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
