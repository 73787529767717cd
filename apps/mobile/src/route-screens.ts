import { loadTeamBettingScreen, loadTeamPnlScreen } from '@playdeck/features-agent-reports';
import {
  loadAgentHomeScreen,
  loadAgentNoticeScreen,
  loadAgentRegisterScreen,
  loadTeamMembersScreen,
  loadTeamOverviewScreen,
} from '@playdeck/features-agent';
import {
  loadAgentRebateScreen,
  loadDividendContractScreen,
  loadDividendScreen,
  loadHourContractScreen,
  loadSalaryContractScreen,
  loadTeamRebateScreen,
} from '@playdeck/features-agent-contracts';
import {
  loadChangePasswordScreen,
  loadForgotPasswordScreen,
  loadLoginScreen,
  loadRegisterScreen,
  loadTrialScreen,
} from '@playdeck/features-account';
import { loadAppDownloadScreen } from '@playdeck/features-app-download';
import { depositScreenLoader } from '@playdeck/features-deposit';
import {
  loadActivityDetailScreen,
  loadActivityScreen,
  loadAppServiceScreen,
  loadBrandScreen,
  loadHelpScreen,
  loadJoinUsScreen,
  loadMessageDetailScreen,
  loadMessageScreen,
  loadNoticeScreen,
  loadOtherScreen,
  loadResponsibleGamingScreen,
  loadSponsorScreen,
  loadUserAgreementScreen,
  loadVipScreen,
} from '@playdeck/features-content';
import {
  loadGameCenterScreen,
  loadGameListScreen,
  loadLaunchGameScreen,
  loadLotteryHistoryScreen,
  loadSlotsCenterScreen,
  loadVietnamLotteryScreen,
} from '@playdeck/features-games';
import { loadInboxScreen } from '@playdeck/features-inbox';
import { loadKycScreen } from '@playdeck/features-kyc';
import { loadMemberCentreScreen, loadTransferScreen } from '@playdeck/features-member';
import { loadRecordsScreen } from '@playdeck/features-records';
import { loadRewardCentreScreen } from '@playdeck/features-rewards';
import { loadCustomerServiceScreen, loadFeedbackScreen, loadLiveChatScreen } from '@playdeck/features-support';
import { loadSettingsScreen } from '@playdeck/features-settings';
import { loadMemberCentreShell, shellScreens, useMobileTemplates, type ScreenRegistry } from '@playdeck/features-shell';
import {
  loadBindEmailScreen,
  loadBindMobileScreen,
  loadSecurityCenterScreen,
  loadSecurityQuestionsScreen,
} from '@playdeck/features-security';
import { loadBankCardsScreen, loadPaymentPasswordScreen, loadWithdrawScreen } from '@playdeck/features-withdraw';

/** The deposit detail the site status chose (dep_func), for the deposit screen. */
const useDepositTemplate = () => useMobileTemplates().depositDetail;

/** Route id → screen chunk for every route but home. Feature screens replace the shell's placeholders here as they land. */
export const routeScreens: ScreenRegistry = {
  ...shellScreens,
  login: loadLoginScreen,
  register: loadRegisterScreen,
  forget: loadForgotPasswordScreen,
  changePsw: loadChangePasswordScreen,
  trail: loadTrialScreen,
  message: loadMessageScreen,
  messageDetail: loadMessageDetailScreen,
  notice: loadNoticeScreen,
  activity: loadActivityScreen,
  activityDetail: loadActivityDetailScreen,
  help: loadHelpScreen,
  vip: loadVipScreen,
  other: loadOtherScreen,
  userAgreement: loadUserAgreementScreen,
  app: loadAppDownloadScreen,
  gameList: loadGameListScreen,
  gameCenter: loadGameCenterScreen,
  slotsCenter: loadSlotsCenterScreen,
  launchGame: loadLaunchGameScreen,
  lotteryHistory: loadLotteryHistoryScreen,
  vnLottery: loadVietnamLotteryScreen,
  transactionRecord: loadRecordsScreen,
  securityCenter: loadSecurityCenterScreen,
  securityQuestions: loadSecurityQuestionsScreen,
  bindEmail: loadBindEmailScreen,
  bindMobile: loadBindMobileScreen,
  withdraw: loadWithdrawScreen,
  bankCards: loadBankCardsScreen,
  paymentPassword: loadPaymentPasswordScreen,
  kyc: loadKycScreen,
  voucherCenter: depositScreenLoader(useDepositTemplate),
  memberHome: () => loadMemberCentreScreen(loadMemberCentreShell()),
  transfer: loadTransferScreen,
  rewardCenter: loadRewardCentreScreen,
  webEmail: loadInboxScreen,
  feedback: loadFeedbackScreen,
  liveChat: loadLiveChatScreen,
  customerService: loadCustomerServiceScreen,
  appService: loadAppServiceScreen,
  brand: loadBrandScreen,
  joinUs: loadJoinUsScreen,
  sponsor: loadSponsorScreen,
  responsibleGaming: loadResponsibleGamingScreen,
  set: loadSettingsScreen,
  agentRebate: loadAgentRebateScreen,
  memberTeamRebate: loadTeamRebateScreen,
  agentDividend: loadDividendScreen,
  salaryContract: loadSalaryContractScreen,
  dividendContract: loadDividendContractScreen,
  hourContract: loadHourContractScreen,
  agent: loadAgentHomeScreen,
  agentTeamOverview: loadTeamOverviewScreen,
  memberTeam: loadTeamMembersScreen,
  agentRegister: loadAgentRegisterScreen,
  memberNotice: loadAgentNoticeScreen,
  agentTeamPnl: loadTeamPnlScreen,
  teamBetting: loadTeamBettingScreen,
};
