import { create } from 'zustand';
import { useSessionStore } from '@playdeck/session';

interface LoginPromptState {
  open: boolean;
  /** Callers of requireLogin() still waiting for the modal's outcome. */
  waiting: ((loggedIn: boolean) => void)[];
}

/** Whether the login modal is open. Guards open it with requireLogin(); LoginPromptHost shows it. */
export const useLoginPrompt = /* @__PURE__ */ create<LoginPromptState>(() => ({ open: false, waiting: [] }));

const hasSession = () => Boolean(useSessionStore.getState().session?.token);

/**
 * Asks a visitor to log in without leaving the page: answers true at once with a session, otherwise opens
 * the login modal and answers whether there is a session when it closes.
 */
export function requireLogin(): Promise<boolean> {
  if (hasSession()) return Promise.resolve(true);
  return new Promise((resolve) => useLoginPrompt.setState((state) => ({ open: true, waiting: [...state.waiting, resolve] })));
}

/** Closes the modal (logged in, dismissed, or gone elsewhere) and tells every waiting caller. */
export function closeLoginPrompt(): void {
  const { waiting } = useLoginPrompt.getState();
  useLoginPrompt.setState({ open: false, waiting: [] });
  const loggedIn = hasSession();
  for (const resolve of waiting) resolve(loggedIn);
}
