import { useSessionStore, type SessionInfo } from '@playdeck/session';

/** Signs in as `session` (or out with null) without a login: what a stored session gives on a page load. */
export function signIn(session: SessionInfo | null): void {
  useSessionStore.setState({ session });
}
