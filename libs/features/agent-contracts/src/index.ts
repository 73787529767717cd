import { loadTexts } from '@playdeck/i18n';

// Only the loaders and the prompt's host: the app imports this barrel in its first render, so nothing here
// may pull in the API client. Each screen is a chunk of its own, with its texts.
const withTexts = <T>(screen: Promise<T>) =>
  Promise.all([screen, loadTexts('agent-contracts'), loadTexts('kit')]).then(([module]) => module);

/** /m/member/agent/agentRebeat */
export const loadAgentRebateScreen = () => withTexts(import('./rebate/agent-rebate-screen'));
/** /m/member/teamRebate */
export const loadTeamRebateScreen = () => withTexts(import('./rebate/team-rebate-screen'));
/** /m/member/agent/agentDivident */
export const loadDividendScreen = () => withTexts(import('./dividend/dividend-screen'));
/** /m/member/agent/getSalaryContract */
export const loadSalaryContractScreen = () => withTexts(import('./contracts/salary-contract-screen'));
/** /m/member/agent/getDevidendContract */
export const loadDividendContractScreen = () => withTexts(import('./contracts/dividend-contract-screen'));
/** /m/member/agent/getHourContract */
export const loadHourContractScreen = () => withTexts(import('./contracts/hour-contract-screen'));

export { ContractPromptHost } from './prompt/contract-prompt-host';
