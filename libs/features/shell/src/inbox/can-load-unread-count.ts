import { isTrialSession, type SessionInfo } from '@playdeck/session';

// Spec section 6: member types 0, 1 and 2 load unread message counts; type 4 (and the rest) get none.
const TYPES_WITH_INBOX_COUNT: ReadonlySet<number> = new Set([0, 1, 2]);

export function canLoadUnreadCount(session: SessionInfo | null): boolean {
  return Boolean(session?.token) && !isTrialSession(session) && TYPES_WITH_INBOX_COUNT.has(Number(session!.type));
}
