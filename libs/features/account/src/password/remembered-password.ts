import { readRememberedLogin, writeRememberedLogin } from '../remember/remembered-login';

/** sessionStorage key of the password held for this session (spec section 5: change password skips "old" then). */
export const HELD_PASSWORD_KEY = 'psw';

/**
 * After a password change: the remembered login (remPass) of the same account gets the new password, so
 * the next login fills a working one. SMS logins and other accounts are left as they are.
 */
export function updateRememberedPassword(username: string | undefined, newPassword: string): void {
  const remembered = readRememberedLogin();
  if (!remembered?.password) return;
  if (username && remembered.username.toLowerCase() !== username.toLowerCase()) return;
  writeRememberedLogin({ ...remembered, password: newPassword });
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
