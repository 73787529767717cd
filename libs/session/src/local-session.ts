import { clearPersistedQueries } from '@playdeck/api/client';
import { MEMBER_CACHE_SCOPE } from './member-cache';
import { useSessionStore } from './session-store';
import { clearTrialUserName } from './trial-session';

let loggingOut = 0;

/** True while the member's own logout call is under way: its refusal is not "the platform ended the session". */
export function isLoggingOut(): boolean {
  return loggingOut > 0;
}

export async function whileLoggingOut<T>(work: () => Promise<T>): Promise<T> {
  loggingOut++;
  try {
    return await work();
  } finally {
    loggingOut--;
  }
}

/** Forgets the session on this device: token, trial user name and the member's persisted answers. */
export function clearLocalSession(): void {
  useSessionStore.getState().clearSession();
  clearTrialUserName();
  clearPersistedQueries(MEMBER_CACHE_SCOPE);
}
