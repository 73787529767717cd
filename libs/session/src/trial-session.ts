import { brand } from '@playdeck/brand';
import type { SessionAnswer } from './session-answer';
import { useSessionStore, type SessionInfo } from './session-store';

/** sessionStorage key of the trial user's name (spec section 3: a trial login keeps it out of MC_SESSION_INFO). */
export const TRIAL_USER_NAME_KEY = 'trialUserName';

export function readTrialUserName(): string | null {
  try {
    return sessionStorage.getItem(TRIAL_USER_NAME_KEY);
  } catch {
    return null;
  }
}

export function clearTrialUserName(): void {
  try {
    sessionStorage.removeItem(TRIAL_USER_NAME_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Keeps the trial user's name for this tab (the platform told it again: a new tab has none). */
export function storeTrialUserName(userName: string): void {
  try {
    sessionStorage.setItem(TRIAL_USER_NAME_KEY, userName);
  } catch {
    // The name is only shown; the session works without it.
  }
}

/** Stores a trial login: only token and the trial merchant code in MC_SESSION_INFO, the name in sessionStorage. */
export function beginTrialSession(answer: SessionAnswer): void {
  useSessionStore.getState().setSession({ token: answer.token, merchantCode: answer.merchantCode });
  storeTrialUserName(answer.userName);
}

// The client's trialMerchantCode() (libs/api), spelled out here: '@playdeck/api/client' would bring the
// contract into the first render, which this light side of the session stays out of.
export function isTrialSession(session: SessionInfo | null): boolean {
  return Boolean(session?.token) && session!.merchantCode === `${brand.merchantCode}trial`;
}

export function useIsTrialUser(): boolean {
  return useSessionStore((state) => isTrialSession(state.session));
}
