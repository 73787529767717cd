import { forgetSealingKey, sealingKey, storedKey } from './remember-key';

/** localStorage key of the remembered login (spec section 3). */
export const REMEMBERED_LOGIN_KEY = 'remPass';

export type RememberedLoginType = 'username' | 'sms';

/** What the login form fills back. `username` holds the mobile number for SMS logins. */
export interface RememberedLogin {
  type: RememberedLoginType;
  username: string;
  /** In clear only in memory; stored sealed (below). Empty for SMS logins and when it cannot be opened. */
  password: string;
  countryDialingCode: string;
}

/** The password sealed with the device's non-extractable AES-GCM key (remember-key.ts), base64 parts. */
interface Sealed {
  iv: string;
  data: string;
}

/*
 * What remPass holds (issue 16 item 6): the account and, for a password login, `sealed` — the password
 * encrypted with a key that cannot leave the browser and is bound to this account (the user name is the
 * additional data, so a record cannot be moved to another account). Nothing in localStorage decodes to the
 * password. The spec's earlier content, the password "double encoded" in base64, is discarded when read.
 */
interface StoredLogin {
  type: RememberedLoginType;
  username: string;
  countryDialingCode: string;
  sealed?: Sealed;
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const boundTo = (login: Pick<StoredLogin, 'type' | 'username'>) => new TextEncoder().encode(`${login.type}:${login.username}`);

function isSealed(value: unknown): value is Sealed {
  if (typeof value !== 'object' || value === null) return false;
  const { iv, data } = value as Record<string, unknown>;
  return typeof iv === 'string' && typeof data === 'string' && iv !== '' && data !== '';
}

function store(login: StoredLogin): void {
  try {
    localStorage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(login));
  } catch {
    // Storage unavailable: nothing is remembered, the login itself still works.
  }
}

/** The stored record, or null; a record still holding the old base64 password is rewritten without it. */
function readStored(): StoredLogin | null {
  let record: unknown;
  try {
    const raw = localStorage.getItem(REMEMBERED_LOGIN_KEY);
    if (!raw) return null;
    record = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof record !== 'object' || record === null) return null;
  const { type, username, countryDialingCode, sealed, password } = record as Record<string, unknown>;
  if ((type !== 'username' && type !== 'sms') || typeof username !== 'string') return null;
  const login: StoredLogin = { type, username, countryDialingCode: typeof countryDialingCode === 'string' ? countryDialingCode : '' };
  if (isSealed(sealed)) login.sealed = sealed;
  if (password !== undefined) store(login);
  return login;
}

const withoutPassword = ({ type, username, countryDialingCode }: StoredLogin): RememberedLogin => ({
  type,
  username,
  password: '',
  countryDialingCode,
});

/** The remembered account without its password, at once (the form's first values); null when there is none. */
export function peekRememberedLogin(): RememberedLogin | null {
  const stored = readStored();
  return stored && withoutPassword(stored);
}

/** The remembered login with its password opened; the password is empty when it cannot be (key gone, record altered). */
export async function readRememberedLogin(): Promise<RememberedLogin | null> {
  const stored = readStored();
  if (!stored) return null;
  const login = withoutPassword(stored);
  if (!stored.sealed) return login;
  try {
    const key = await storedKey();
    if (!key) return login;
    const iv = fromBase64(stored.sealed.iv);
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: boundTo(stored) },
      key,
      fromBase64(stored.sealed.data),
    );
    return { ...login, password: new TextDecoder().decode(opened) };
  } catch {
    return login;
  }
}

/** Remembers a login; a password is sealed first, and when it cannot be (no WebCrypto or IndexedDB) it is not kept. */
export async function writeRememberedLogin(login: RememberedLogin): Promise<void> {
  const stored: StoredLogin = { type: login.type, username: login.username, countryDialingCode: login.countryDialingCode };
  if (login.password) {
    try {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const data = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: boundTo(stored) },
        await sealingKey(),
        new TextEncoder().encode(login.password),
      );
      stored.sealed = { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
    } catch {
      // The account is still remembered; the password is typed again next time.
    }
  }
  store(stored);
}

/** Forgets the remembered login and the key that sealed it (unticking the box, a password change). */
export function clearRememberedLogin(): void {
  try {
    localStorage.removeItem(REMEMBERED_LOGIN_KEY);
  } catch {
    // Nothing stored where storage is unavailable.
  }
  void forgetSealingKey().catch(() => undefined);
}
