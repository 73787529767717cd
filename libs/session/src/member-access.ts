import type { SessionInfo } from './session-store';
import { isTrialSession } from './trial-session';

/** `member`: any session, trial included. `real`: a real account (trial users are turned away). */
export type MemberRequirement = 'member' | 'real';

/** Whether the session may use a function, or who is turned away (spec section 6). */
export type MemberAccess = 'allowed' | 'visitor' | 'trial';

export function memberAccess(session: SessionInfo | null, requirement: MemberRequirement): MemberAccess {
  if (!session?.token) return 'visitor';
  if (requirement === 'real' && isTrialSession(session)) return 'trial';
  return 'allowed';
}
