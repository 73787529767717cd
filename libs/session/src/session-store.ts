import { create } from 'zustand';

import { readStoredSession, SESSION_STORAGE_KEY, type SessionInfo } from './stored-session';

export { readStoredSession, SESSION_STORAGE_KEY, type SessionInfo };

interface SessionState {
  session: SessionInfo | null;
  setSession: (session: SessionInfo) => void;
  clearSession: () => void;
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
