import { create } from 'zustand';

/** Spec section 9: the guest info message shows for 2 s; other notices default to 1.5 s. */
export const GUEST_NOTICE_MS = 2_000;
export const DEFAULT_NOTICE_MS = 1_500;

export interface SessionNoticeOptions {
  /** Hides itself after this long; without it the notice stays until dismissed. */
  durationMs?: number;
  /** Offer a way to the login page (e.g. after the platform ended the session). */
  offerLogin?: boolean;
}

/**
 * A message the shell shows once: after the platform ended the session ("logged out, log in again"), or
 * when a visitor or trial user is turned away from a function.
 */
interface SessionNoticeState {
  messageKey: string | null;
  durationMs?: number;
  offerLogin: boolean;
  /** Grows with every show, so the same message shown twice restarts its timer. */
  serial: number;
  show: (messageKey: string, options?: SessionNoticeOptions) => void;
  dismiss: () => void;
}

export const useSessionNotice = create<SessionNoticeState>()((set) => ({
  messageKey: null,
  durationMs: undefined,
  offerLogin: false,
  serial: 0,
  show: (messageKey, options = {}) =>
    set((state) => ({ messageKey, durationMs: options.durationMs, offerLogin: options.offerLogin ?? false, serial: state.serial + 1 })),
  dismiss: () => set({ messageKey: null, durationMs: undefined, offerLogin: false }),
}));
