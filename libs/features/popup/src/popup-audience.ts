import type { SessionInfo } from '@playdeck/session';

// Kept apart from popup-filter: the host (first render) needs only this.

/** Who is looking: a member, a member on the first login, or a visitor (spec section 5). */
export type PopupAudience = 'member' | 'firstLogin' | 'visitor';

/** A session (a trial one too) makes a member; firstTimeLogin from the login answer adds the F popups. */
export function popupAudience(session: SessionInfo | null): PopupAudience {
  if (!session?.token) return 'visitor';
  return session.firstTimeLogin ? 'firstLogin' : 'member';
}
