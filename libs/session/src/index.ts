export { useSessionStore, useIsLoggedIn, readStoredSession, SESSION_STORAGE_KEY, type SessionInfo } from './session-store';
export { isAgent } from './member-types';
export { apiClient } from './api-client';
export { useSessionNotice } from './session-notice';
