/** localStorage key of the remembered login (spec section 3). */
export const REMEMBERED_LOGIN_KEY = 'remPass';

export type RememberedLoginType = 'username' | 'sms';

/** What the login form fills back. `username` holds the mobile number for SMS logins. */
export interface RememberedLogin {
  type: RememberedLoginType;
  username: string;
  /** In clear here; stored "double encoded" (see below). Empty for SMS logins. */
  password: string;
  countryDialingCode: string;
}

/*
 * The spec stores the password "double encoded": base64 of base64 of its UTF-8 bytes. That is the
 * format other front ends of the platform read, and it is obfuscation, not encryption: anyone with the
 * device can decode it. So it is written only while the member keeps "remember password" ticked, and
 * removed as soon as they untick it or log out everywhere.
 */
const toBase64 = (text: string) => btoa(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (encoded: string) => new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));

export const encodeRememberedPassword = (password: string) => toBase64(toBase64(password));
export const decodeRememberedPassword = (stored: string) => fromBase64(fromBase64(stored));

function parse(raw: string): RememberedLogin | null {
  const record: unknown = JSON.parse(raw);
  if (typeof record !== 'object' || record === null) return null;
  const { type, username, password, countryDialingCode } = record as Record<string, unknown>;
  if ((type !== 'username' && type !== 'sms') || typeof username !== 'string') return null;
  return {
    type,
    username,
    password: typeof password === 'string' && password !== '' ? decodeRememberedPassword(password) : '',
    countryDialingCode: typeof countryDialingCode === 'string' ? countryDialingCode : '',
  };
}

/** The remembered login, or null when there is none or it cannot be read (a bad record must not break the form). */
export function readRememberedLogin(): RememberedLogin | null {
  try {
    const raw = localStorage.getItem(REMEMBERED_LOGIN_KEY);
    return raw ? parse(raw) : null;
  } catch {
    return null;
  }
}

export function writeRememberedLogin(login: RememberedLogin): void {
  const stored = { ...login, password: login.password ? encodeRememberedPassword(login.password) : '' };
  try {
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(stored));
  } catch {
    // Storage unavailable: nothing is remembered, the login itself still works.
  }
}

/** Forgets the remembered login (unticking the box, logging out everywhere). */
export function clearRememberedLogin(): void {
  try {
    localStorage.removeItem(REMEMBERED_LOGIN_KEY);
  } catch {
    // Nothing stored where storage is unavailable.
  }
}
