/**
 * Every route path of the app (spec section 2), in one place. Screens and links build URLs from here.
 * The app is served under /m; "/" is also home because the site root hands over to the app.
 */
export const paths = {
  root: '/',
  home: '/m/home',
  homeAliases: ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'],
  login: '/m/login',
  register: '/m/register',
  forget: '/m/forget',
  changePsw: '/m/changePsw',
  message: '/m/message',
  messageDetail: '/m/messageDetail',
  notice: '/m/notice',
  activity: '/m/activity',
  activityDetail: '/m/activityDetail',
  vip: '/m/vip',
  other: '/m/other',
  app: '/m/app',
  help: '/m/help',
  agent: '/m/agent',
  gameList: '/m/gameList',
  gameCenter: '/m/gameCenter',
  slotsCenter: '/m/slotsCenter',
  launchGame: '/m/launchGame',
  voucherCenter: '/m/voucherCenter',
  withdraw: '/m/withdraw',
  transactionRecord: '/m/transaction/record',
  rewardCenter: '/m/rewardCenter',
  userAgreement: '/m/useragreement',
  memberHome: '/m/member/home',
  transfer: '/m/member/transfer',
  webEmail: '/m/webEmail',
  trail: '/m/trail',
  set: '/m/set',
  bankCards: '/m/member/bankCard',
  paymentPassword: '/m/member/paymentPassword',
  /** KYC: the member's identity profile and documents (our path; the spec names the fields, not the route). */
  kyc: '/m/member/kyc',
  feedback: '/m/feedback',
  liveChat: '/m/liveChat',
  customerService: '/m/customerService',
  /** Lazy info pages (spec section 2; our paths): app service, brand and details, join us, sponsors (?id= opens one). */
  appService: '/m/appService',
  brand: '/m/brand',
  joinUs: '/m/joinUs',
  sponsor: '/m/sponsor',
  /** The brand's responsible-gaming page (issue 33; our path): its controls, helpline and links. */
  responsibleGaming: '/m/responsibleGaming',
  /** Lazy pages (spec section 2): lottery history (draw results) and the Vietnamese lottery (our paths). */
  lotteryHistory: '/m/lotteryHistory',
  vnLottery: '/m/vnLottery',

  agentTeamOverview: '/m/agent/team/overview',
  memberTeam: '/m/member/team',
  agentTeamPnl: '/m/agent/team/pnl',
  teamBetting: '/m/teamBetting',
  agentRebate: '/m/member/agent/agentRebeat',
  memberTeamRebate: '/m/member/teamRebate',
  securityCenter: '/m/securityCenter',
  /** Security centre pages (issue 13): bind an e-mail or mobile number with a code, set security questions. */
  bindEmail: '/m/member/bindEmail',
  bindMobile: '/m/member/bindMobile',
  securityQuestions: '/m/member/securityQuestions',
  agentRegister: '/m/agentRegister',
  agentDividend: '/m/member/agent/agentDivident',
  memberNotice: '/m/member/notice',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
} as const;

/** Builds "<path>?<query>" skipping empty values, e.g. withQuery(paths.gameList, { gameType: 'FISH' }). */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
