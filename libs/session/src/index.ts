// The light side of the session, safe for the first render (the shell): no API client, no contract.
// The client lives in '@playdeck/session/api', imported by feature screens, which are lazy chunks.
export { useSessionStore, useIsLoggedIn, readStoredSession, SESSION_STORAGE_KEY, type SessionInfo } from './session-store';
export { isAgent } from './member-types';
export { hasInboxUnreadCount, useHasInboxUnreadCount } from './inbox-unread';
export { useSessionNotice, GUEST_NOTICE_MS, DEFAULT_NOTICE_MS, type SessionNoticeOptions } from './session-notice';
export { sessionFromAnswer, type SessionAnswer } from './session-answer';
export { loginDeviceId, DEVICE_ID_STORAGE_KEY, trialDeviceKey, TRIAL_KEY_STORAGE_KEY } from './device-id';
export { HOME_PATH, LOGIN_PATH } from './session-paths';
export {
  TRIAL_USER_NAME_KEY,
  readTrialUserName,
  storeTrialUserName,
  clearTrialUserName,
  beginTrialSession,
  isTrialSession,
  useIsTrialUser,
} from './trial-session';
export { memberAccess, type MemberAccess, type MemberRequirement } from './member-access';
export { useMemberGuard, type VisitorHandling } from './use-member-guard';
export { MEMBER_CACHE_SCOPE } from './member-cache';
export { useAnnouncementCache, announcementCacheScope, ANNOUNCEMENT_CACHE_MAX_AGE_MS } from './announcement-cache';
export { logout, logoutEverywhere } from './logout';
export { AUTO_LOGIN_KEY } from './auto-login';
export { useSessionScopedCache } from './use-session-scoped-cache';
export { useRefreshWhenRestored } from './use-refresh-when-restored';
export { clientDevice } from './client-device';
