import {
  loadChangePasswordScreen,
  loadForgotPasswordScreen,
  loadLoginScreen,
  loadRegisterScreen,
  loadTrialScreen,
} from '@playdeck/features-account';
import { loadTeamBettingScreen, loadTeamPnlScreen } from '@playdeck/features-agent-reports';
import { loadAppDownloadScreen } from '@playdeck/features-app-download';
import { depositScreenLoader } from '@playdeck/features-deposit';
import {
  loadActivityDetailScreen,
  loadActivityScreen,
  loadHelpScreen,
  loadMessageDetailScreen,
  loadMessageScreen,
  loadNoticeScreen,
  loadOtherScreen,
  loadUserAgreementScreen,
  loadVipScreen,
} from '@playdeck/features-content';
import { loadGameCenterScreen, loadGameListScreen, loadLaunchGameScreen, loadSlotsCenterScreen } from '@playdeck/features-games';
import { loadHomeScreen } from '@playdeck/features-home';
import { loadMemberCentreScreen, loadTransferScreen } from '@playdeck/features-member';
import { loadRecordsScreen } from '@playdeck/features-records';
import { loadRewardCentreScreen } from '@playdeck/features-rewards';
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

/** Route id → screen chunk. Feature screens replace the shell's placeholders here as they land. */
export const screens: ScreenRegistry = {
  ...shellScreens,
  home: loadHomeScreen,
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
  transactionRecord: loadRecordsScreen,
  securityCenter: loadSecurityCenterScreen,
  securityQuestions: loadSecurityQuestionsScreen,
  bindEmail: loadBindEmailScreen,
  bindMobile: loadBindMobileScreen,
  withdraw: loadWithdrawScreen,
  bankCards: loadBankCardsScreen,
  paymentPassword: loadPaymentPasswordScreen,
  voucherCenter: depositScreenLoader(useDepositTemplate),
  memberHome: () => loadMemberCentreScreen(loadMemberCentreShell()),
  transfer: loadTransferScreen,
  rewardCenter: loadRewardCentreScreen,
  agentTeamPnl: loadTeamPnlScreen,
  teamBetting: loadTeamBettingScreen,
};
