import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Short-lived secrets (captcha answers, SMS codes) hashed with their scope, so a row cannot be replayed elsewhere. */
export const hashSecret = (scope: string, secret: string) => createHash('sha256').update(`${scope}\u0000${secret}`).digest('hex');

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/** A session token: 32 random bytes, base64url (stored only as authenticate's hashToken). */
export const newSessionToken = () => randomBytes(32).toString('base64url');

// No 0/O, 1/l/I: the temporary password is read from an e-mail and typed.
const READABLE_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const READABLE_DIGITS = '23456789';

/** Letters with at least two digits, so it passes the password rule. */
export function temporaryPassword(length = 10): string {
  const chars = Array.from({ length: length - 2 }, () => READABLE_LETTERS[randomInt(READABLE_LETTERS.length)]!);
  for (let i = 0; i < 2; i++) chars.splice(randomInt(chars.length + 1), 0, READABLE_DIGITS[randomInt(READABLE_DIGITS.length)]!);
  return chars.join('');
}
