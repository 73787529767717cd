import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { memberAccess, type MemberRequirement } from './member-access';
import { DEFAULT_NOTICE_MS, GUEST_NOTICE_MS, useSessionNotice } from './session-notice';
import { LOGIN_PATH } from './session-paths';
import { useSessionStore } from './session-store';

/** How a visitor is turned away: to the login page, or the 2 s "not logged in" message (spec section 6). */
export type VisitorHandling = 'redirect' | 'notice';

/**
 * `guard(requirement, visitor)` before a member-only action: true when the action may go ahead; otherwise
 * the visitor is sent to login (or told to log in) and a trial user hears that the function needs a real account.
 */
export function useMemberGuard() {
  const navigate = useNavigate();
  const guard = useCallback(
    (requirement: MemberRequirement = 'member', visitor: VisitorHandling = 'redirect'): boolean => {
      const access = memberAccess(useSessionStore.getState().session, requirement);
      if (access === 'allowed') return true;
      const notice = useSessionNotice.getState();
      if (access === 'trial') notice.show('error_trial_restricted', { durationMs: DEFAULT_NOTICE_MS });
      else if (visitor === 'redirect') navigate(LOGIN_PATH);
      else notice.show('error_not_logged_in', { durationMs: GUEST_NOTICE_MS });
      return false;
    },
    [navigate],
  );
  return { guard };
}
