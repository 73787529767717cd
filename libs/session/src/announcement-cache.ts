import type { PersistedQueryOptions } from '@playdeck/api/client';
import { MEMBER_CACHE_SCOPE } from './member-cache';
import { useSessionStore, type SessionInfo } from './session-store';
import { isTrialSession } from './trial-session';

/** A day: an announcement that ended since shows at most until the refresh of the next start replaces it. */
export const ANNOUNCEMENT_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const VISITOR_SCOPE = 'visitor';

/**
 * Whose announcements an answer holds: read marks and agent-only items are per member, so a member's cached
 * list is theirs (and forgotten with the session, under the member prefix); visitors share one.
 */
export function announcementCacheScope(session: SessionInfo | null): string {
  if (!session?.token) return VISITOR_SCOPE;
  if (isTrialSession(session)) return `${MEMBER_CACHE_SCOPE}:trial`;
  return `${MEMBER_CACHE_SCOPE}:${session.userName ?? ''}`;
}

/**
 * Spec section 7: announcements are asked for with an optional cache. Screens that opt in (the home notice
 * bar, the announcement list) pass this as `persistedQuery`: the last answer for this player, query and
 * language shows at once on the next start while the call refreshes it (always, whatever the staleTime).
 */
export function useAnnouncementCache(): PersistedQueryOptions {
  const session = useSessionStore((state) => state.session);
  // Read marks change the list without passing through this query: a saved copy may predate the last one.
  return { scope: announcementCacheScope(session), maxAgeMs: ANNOUNCEMENT_CACHE_MAX_AGE_MS, refreshOnStart: true };
}
