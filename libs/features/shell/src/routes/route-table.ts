import type { FeatureSwitch } from '@playdeck/brand';
import { paths } from '@playdeck/routes';

/**
 * Who may open a route (spec sections 5 and 6).
 * `session`: a logged-in member, else home (spec: /m/changePsw).
 * `member`: any member, trial included; a visitor goes to login and comes back after signing in.
 * `real`: a real account (money screens, the reward centre); a visitor goes to login and back, a trial user is told
 * "Please login an actual account to use this function" and stays where it was.
 * `agent`: a member whose type is not 0, 4 or 40, else home (agent home).
 * A route with a `feature` opens only where the brand's brand.json leaves that switch on; elsewhere the user
 * is sent to the agent home (agent routes) or home, with a message (can-access.ts `screenDecision`).
 */
export type RouteAccess = 'public' | 'session' | 'member' | 'real' | 'agent';

export interface RouteEntry {
  id: string;
  paths: readonly string[];
  /** i18n key of the header title. */
  titleKey: string;
  access: RouteAccess;
  /** The brand.json switch that turns this screen off (an agent menu key, or the dividend). */
  feature?: FeatureSwitch;
}

function route<const Id extends string>(id: Id, path: string | readonly string[], titleKey: string, access: RouteAccess = 'public') {
  return { id, paths: typeof path === 'string' ? [path] : path, titleKey, access } satisfies RouteEntry;
}

/** A route that opens only where the brand leaves `feature` on. */
function switched<const R extends RouteEntry>(entry: R, feature: FeatureSwitch): R & { feature: FeatureSwitch } {
  return { ...entry, feature };
}

/** The exact-match table: checked first (spec section 2). */
export const exactRoutes = [
  route('home', paths.homeAliases, 'route_home'),
  route('login', paths.login, 'route_login'),
  route('register', paths.register, 'route_register'),
  route('forget', paths.forget, 'route_forget'),
  route('changePsw', paths.changePsw, 'route_change_password', 'session'),
  route('message', paths.message, 'route_message'),
  route('messageDetail', paths.messageDetail, 'route_message_detail'),
  route('notice', paths.notice, 'route_notice'),
  route('activity', paths.activity, 'route_activity'),
  route('activityDetail', paths.activityDetail, 'route_activity_detail'),
  route('vip', paths.vip, 'route_vip'),
  route('other', paths.other, 'route_other'),
  route('app', paths.app, 'route_app'),
  route('help', paths.help, 'route_help'),
  route('agent', paths.agent, 'route_agent', 'agent'),
  route('gameList', paths.gameList, 'route_game_list'),
  route('gameCenter', paths.gameCenter, 'route_game_center'),
  route('slotsCenter', paths.slotsCenter, 'route_slots_center'),
  route('launchGame', paths.launchGame, 'route_launch_game'),
  route('voucherCenter', paths.voucherCenter, 'route_voucher_center', 'real'),
  route('withdraw', paths.withdraw, 'route_withdraw', 'real'),
  route('transactionRecord', paths.transactionRecord, 'route_transaction_record', 'real'),
  route('rewardCenter', paths.rewardCenter, 'route_reward_center', 'real'),
  route('userAgreement', paths.userAgreement, 'route_user_agreement'),
  route('memberHome', paths.memberHome, 'route_member_home', 'member'),
  route('webEmail', paths.webEmail, 'route_web_email', 'member'),
  route('trail', paths.trail, 'route_trail'),
  route('set', paths.set, 'route_set', 'real'),
  route('bankCards', paths.bankCards, 'route_bank_cards', 'real'),
  route('paymentPassword', paths.paymentPassword, 'route_payment_password', 'real'),
  route('feedback', paths.feedback, 'route_feedback', 'member'),
  route('liveChat', paths.liveChat, 'route_live_chat', 'member'),
  route('customerService', paths.customerService, 'route_customer_service'),
  route('appService', paths.appService, 'route_app_service'),
  route('brand', paths.brand, 'route_brand'),
  route('joinUs', paths.joinUs, 'route_join_us'),
  route('sponsor', paths.sponsor, 'route_sponsor'),
  route('responsibleGaming', paths.responsibleGaming, 'route_responsible_gaming'),
  route('lotteryHistory', paths.lotteryHistory, 'route_lottery_history'),
  route('vnLottery', paths.vnLottery, 'route_vn_lottery'),
] as const;

/** Looked up when the exact table has no match: member-centre and agent routes. */
export const extraRoutes = [
  switched(route('agentTeamOverview', paths.agentTeamOverview, 'route_agent_team_overview', 'agent'), 'AGEPAG'),
  switched(route('memberTeam', paths.memberTeam, 'route_member_team', 'agent'), 'DOWNMAN'),
  switched(route('agentTeamPnl', paths.agentTeamPnl, 'route_agent_team_pnl', 'agent'), 'AGETEAMPNL3'),
  switched(route('teamBetting', paths.teamBetting, 'route_team_betting', 'agent'), 'TEAMBETTING3'),
  switched(route('agentRebate', paths.agentRebate, 'route_agent_rebate', 'agent'), 'AGEREBINC3'),
  switched(route('memberTeamRebate', paths.memberTeamRebate, 'route_member_team_rebate', 'agent'), 'GAMSER'),
  route('securityCenter', paths.securityCenter, 'route_security_center', 'real'),
  route('bindEmail', paths.bindEmail, 'route_bind_email', 'real'),
  route('bindMobile', paths.bindMobile, 'route_bind_mobile', 'real'),
  route('securityQuestions', paths.securityQuestions, 'route_security_questions', 'real'),
  route('kyc', paths.kyc, 'route_kyc', 'real'),
  route('transfer', paths.transfer, 'route_transfer', 'real'),
  switched(route('agentRegister', paths.agentRegister, 'route_agent_register', 'agent'), 'DOWNMAN'),
  switched(route('agentDividend', paths.agentDividend, 'route_agent_dividend', 'agent'), 'agent.dividend'),
  switched(route('memberNotice', paths.memberNotice, 'route_member_notice', 'agent'), 'MAILCEN'),
  route('salaryContract', paths.salaryContract, 'route_salary_contract', 'agent'),
  switched(route('dividendContract', paths.dividendContract, 'route_dividend_contract', 'agent'), 'agent.dividend'),
  route('hourContract', paths.hourContract, 'route_hour_contract', 'agent'),
] as const;

export type RouteId = (typeof exactRoutes)[number]['id'] | (typeof extraRoutes)[number]['id'];
export type AppRoute = RouteEntry & { id: RouteId };

export const homeRoute: AppRoute = exactRoutes[0];
export const allRoutes: readonly AppRoute[] = [...exactRoutes, ...extraRoutes];
