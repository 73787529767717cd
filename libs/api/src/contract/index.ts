import { agentTeamCalls } from './calls/agent-team';
import { contentCalls } from './calls/content';
import { gamesCalls } from './calls/games';
import { bankCardCalls, depositCalls, paymentPasswordCalls, recordCalls, withdrawCalls } from './calls/money';
import { securityCalls } from './calls/security';
import { sessionCalls } from './calls/session';
import { systemCalls } from './calls/system';
import { walletCalls } from './calls/wallet';

/**
 * The contract: every call the app makes to the operator platform, one definition each. The client
 * parses answers with it and apps/platform validates requests and serialises answers with it.
 */
export const contract = {
  session: sessionCalls,
  system: systemCalls,
  content: contentCalls,
  games: gamesCalls,
  wallet: walletCalls,
  deposit: depositCalls,
  withdraw: withdrawCalls,
  bankCard: bankCardCalls,
  paymentPassword: paymentPasswordCalls,
  records: recordCalls,
  security: securityCalls,
  agentTeam: agentTeamCalls,
} as const;

export type Contract = typeof contract;
