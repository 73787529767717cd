import { create } from 'zustand';

/** A message the shell shows once, e.g. after the platform ended the session ("logged out, log in again"). */
interface SessionNoticeState {
  messageKey: string | null;
  show: (messageKey: string) => void;
  dismiss: () => void;
}

export const useSessionNotice = create<SessionNoticeState>()((set) => ({
  messageKey: null,
  show: (messageKey) => set({ messageKey }),
  dismiss: () => set({ messageKey: null }),
}));
