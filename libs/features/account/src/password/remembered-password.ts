import { clearRememberedLogin, peekRememberedLogin } from '@playdeck/session/remember';

/** sessionStorage key of the password held for this session (spec section 5: change password skips "old" then). */
export const HELD_PASSWORD_KEY = 'psw';

/**
 * After a password change (issue 16 item 6): the remembered login (remPass) of the same account is
 * cleared, with the key that sealed its password; the member ticks "remember" again at the next login.
 * SMS logins and other accounts are left as they are.
 */
export function forgetRememberedPassword(username: string | undefined): void {
  const remembered = peekRememberedLogin();
  if (remembered?.type !== 'username') return;
  if (username && remembered.username.toLowerCase() !== username.toLowerCase()) return;
  clearRememberedLogin();
}

export function readHeldPassword(): string | null {
  try {
    return sessionStorage.getItem(HELD_PASSWORD_KEY);
  } catch {
    return null;
  }
}

export function forgetHeldPassword(): void {
  try {
    sessionStorage.removeItem(HELD_PASSWORD_KEY);
  } catch {
    // Nothing is held where storage is unavailable.
  }
}
