import { sessionCalls } from './calls/session';

/**
 * The contract: every call the app makes to the operator platform, one definition each. The client
 * parses answers with it and apps/platform validates requests and serialises answers with it.
 */
export const contract = {
  session: sessionCalls,
} as const;

export type Contract = typeof contract;
