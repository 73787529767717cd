import { isTrialSession, type SessionInfo } from '@playdeck/session';

// Spec sections 4 and 6: types 4, 40, 41 and 42 are non-agents for contract prompts.
const NO_PROMPT_TYPES: ReadonlySet<number> = new Set([4, 40, 41, 42]);

/** Whether this session is asked for pending contract requests (a real account of a type other than 4, 40, 41, 42). */
export function promptsContracts(session: SessionInfo | null): boolean {
  return Boolean(session?.token) && !isTrialSession(session) && !NO_PROMPT_TYPES.has(Number(session!.type));
}
