// The stored session alone, without the store: what the page's boot entry reads before the app loads.

/** localStorage key of the session (spec section 3). */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';

/** What login stores. A trial login stores only token and the trial merchant code. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName?: string;
  /** customerType from the login answer. */
  type?: number;
  firstTimeLogin?: boolean;
}

function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { token, merchantCode } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof merchantCode === 'string';
}

/** The stored session, or null when absent or unreadable (a corrupt entry must not break start-up). */
export function readStoredSession(): SessionInfo | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSessionInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
