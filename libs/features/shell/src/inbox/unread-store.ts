import { create } from 'zustand';
import { useHasInboxUnreadCount } from '@playdeck/session';

interface UnreadState {
  /** Unread inbox messages; stays 0 until the inbox call fills it. */
  unreadCount: number;
  setUnreadCount: (count: number) => void;
}

export const useUnreadStore = create<UnreadState>()((set) => ({
  unreadCount: 0,
  setUnreadCount: (count) => set({ unreadCount: Math.max(0, Math.floor(count)) }),
}));

/** The count every badge shows: 0 for a member who has no unread count (type 4, spec section 6), whatever the store holds. */
export function useShownUnreadCount(): number {
  const hasCount = useHasInboxUnreadCount();
  return useUnreadStore((state) => (hasCount ? state.unreadCount : 0));
}
