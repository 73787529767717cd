// The light side of the session, safe for the first render (the shell): no API client, no contract.
// The client lives in '@playdeck/session/api', imported by feature screens, which are lazy chunks.
export { useSessionStore, useIsLoggedIn, readStoredSession, SESSION_STORAGE_KEY, type SessionInfo } from './session-store';
export { isAgent } from './member-types';
export { useSessionNotice } from './session-notice';
