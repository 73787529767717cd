import { agentContractCalls } from './calls/agent-contracts';
import { agentTeamCalls } from './calls/agent-team';
import { agentReportCalls } from './calls/agent-reports';
import { contentCalls } from './calls/content';
import { gamesCalls } from './calls/games';
import { kycCalls } from './calls/kyc';
import { lotteryCalls } from './calls/lottery';
import { inboxCalls } from './calls/inbox';
import { bankCardCalls, depositCalls, paymentPasswordCalls, recordCalls, withdrawCalls } from './calls/money';
import { securityCalls } from './calls/security';
import { responsibleGamingCalls } from './calls/responsible-gaming';
import { rewardCalls } from './calls/rewards';
import { sessionCalls } from './calls/session';
import { supportCalls } from './calls/support';
import { headIconCalls, settingsCalls } from './calls/settings';
import { systemCalls } from './calls/system';
import { uploadCalls } from './calls/uploads';
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
  lottery: lotteryCalls,
  wallet: walletCalls,
  deposit: depositCalls,
  withdraw: withdrawCalls,
  bankCard: bankCardCalls,
  paymentPassword: paymentPasswordCalls,
  records: recordCalls,
  security: securityCalls,
  rewards: rewardCalls,
  settings: settingsCalls,
  headIcon: headIconCalls,
  uploads: uploadCalls,
  kyc: kycCalls,
  responsibleGaming: responsibleGamingCalls,
  inbox: inboxCalls,
  support: supportCalls,
  agentContracts: agentContractCalls,
  agentTeam: agentTeamCalls,
  agentReports: agentReportCalls,
} as const;

export type Contract = typeof contract;
