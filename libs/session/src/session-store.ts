import { create } from 'zustand';

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

interface SessionState {
  session: SessionInfo | null;
  setSession: (session: SessionInfo) => void;
  clearSession: () => void;
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

function writeStoredSession(session: SessionInfo | null): void {
  try {
    if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session lives for this page only.
  }
}

// Stored as the bare session object (not zustand's {state, version} envelope) to keep the spec's format.
export const useSessionStore = create<SessionState>()((set) => ({
  session: readStoredSession(),
  setSession: (session) => {
    writeStoredSession(session);
    set({ session });
  },
  clearSession: () => {
    writeStoredSession(null);
    set({ session: null });
  },
}));

export function useIsLoggedIn(): boolean {
  return useSessionStore((state) => Boolean(state.session?.token));
}
