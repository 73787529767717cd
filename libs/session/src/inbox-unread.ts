import { isTrialSession } from './trial-session';
import { useSessionStore, type SessionInfo } from './session-store';

// Spec section 6: member types 0, 1 and 2 load unread message counts; type 4 (and the rest) get none.
const TYPES_WITH_INBOX_COUNT: ReadonlySet<number> = new Set([0, 1, 2]);

/**
 * Whether this member has an inbox unread count at all: asked of the platform and shown (the header's and the
 * bottom bar's badges, the member centre's inbox badge, the inbox's "Unread: N" and "Mark all read"). Type 4
 * gets none anywhere; visitors and trial users neither.
 */
export function hasInboxUnreadCount(session: SessionInfo | null): boolean {
  return Boolean(session?.token) && !isTrialSession(session) && TYPES_WITH_INBOX_COUNT.has(Number(session!.type));
}

export function useHasInboxUnreadCount(): boolean {
  return useSessionStore((state) => hasInboxUnreadCount(state.session));
}
