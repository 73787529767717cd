import { loadTexts } from '@playdeck/i18n';

// Only the loaders: the app imports this barrel, and each screen stays a chunk of its own, with its texts
// (the feature's own, the form kit's and the page patterns').
const withTexts = <T>(screen: Promise<T>) =>
  Promise.all([screen, loadTexts('agent'), loadTexts('forms'), loadTexts('kit')]).then(([module]) => module);

/** /m/agent */
export const loadAgentHomeScreen = () => withTexts(import('./home/agent-home-screen'));
/** /m/agent/team/overview */
export const loadTeamOverviewScreen = () => withTexts(import('./overview/team-overview-screen'));
/** /m/member/team */
export const loadTeamMembersScreen = () => withTexts(import('./team/team-members-screen'));
/** /m/agentRegister */
export const loadAgentRegisterScreen = () => withTexts(import('./register/agent-register-screen'));
/** /m/member/notice?types=A */
export const loadAgentNoticeScreen = () => withTexts(import('./notices/agent-notice-screen'));
