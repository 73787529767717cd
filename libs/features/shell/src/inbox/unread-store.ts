import { create } from 'zustand';

interface UnreadState {
  /** Unread inbox messages; stays 0 until the inbox call fills it. */
  unreadCount: number;
  setUnreadCount: (count: number) => void;
}

export const useUnreadStore = create<UnreadState>()((set) => ({
  unreadCount: 0,
  setUnreadCount: (count) => set({ unreadCount: Math.max(0, Math.floor(count)) }),
}));
