import type { SessionInfo } from './session-store';

// Spec section 5: these member types are sent home from the agent pages.
const NON_AGENT_TYPES: ReadonlySet<number> = new Set([0, 4, 40]);

export function isAgent(session: SessionInfo | null): boolean {
  return session?.type !== undefined && !NON_AGENT_TYPES.has(Number(session.type));
}
