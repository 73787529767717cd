import { describe, expect, it } from 'vitest';
import { allRoutes } from '../routes/route-table';
import { GAME_CATEGORIES } from '@playdeck/api';
import { GAME_LIST_TYPES, gameListType, pageLayout } from './layout-rules';

type Row = [
  path: string,
  header: boolean,
  footer: boolean,
  banner: boolean,
  back: boolean,
  backTarget: 'home' | 'history',
  titleKey: string,
];

// Spec section 2 layout rules per path. back = back arrow shown (every titled header; /m/app has a close control).
const ROWS: Row[] = [
  ['/', false, true, true, false, 'history', 'route_home'],
  ['/m', false, true, true, false, 'history', 'route_home'],
  ['/m/', false, true, true, false, 'history', 'route_home'],
  ['/m/index', false, true, true, false, 'history', 'route_home'],
  ['/m/index.html', false, true, true, false, 'history', 'route_home'],
  ['/m/home', false, true, true, false, 'history', 'route_home'],
  ['/m/login', false, false, false, false, 'home', 'route_login'],
  ['/m/register', false, false, false, false, 'home', 'route_register'],
  ['/m/forget', true, false, false, true, 'home', 'route_forget'],
  ['/m/changePsw', true, false, false, true, 'history', 'route_change_password'],
  ['/m/message', true, false, false, true, 'home', 'route_message'],
  ['/m/messageDetail', true, true, false, true, 'history', 'route_message_detail'],
  ['/m/notice', true, true, false, true, 'home', 'route_notice'],
  ['/m/activity', true, true, false, true, 'home', 'route_activity'],
  ['/m/activityDetail', true, false, false, true, 'history', 'route_activity_detail'],
  ['/m/vip', true, true, false, true, 'history', 'route_vip'],
  ['/m/other', true, true, false, true, 'history', 'route_other'],
  ['/m/app', true, false, false, false, 'history', 'route_app'],
  ['/m/help', true, true, false, true, 'history', 'route_help'],
  ['/m/agent', true, true, false, true, 'history', 'route_agent'],
  ['/m/gameList', true, true, false, true, 'history', 'game_list_RNG'],
  ['/m/gameCenter', true, true, false, true, 'history', 'route_game_center'],
  ['/m/slotsCenter', true, true, false, true, 'history', 'route_slots_center'],
  ['/m/launchGame', true, true, false, true, 'history', 'route_launch_game'],
  ['/m/voucherCenter', true, true, false, true, 'history', 'route_voucher_center'],
  ['/m/withdraw', true, true, false, true, 'history', 'route_withdraw'],
  ['/m/transaction/record', true, true, false, true, 'history', 'route_transaction_record'],
  ['/m/rewardCenter', true, true, false, true, 'history', 'route_reward_center'],
  ['/m/useragreement', true, true, false, true, 'history', 'route_user_agreement'],
  ['/m/member/home', true, true, false, true, 'history', 'route_member_home'],
  ['/m/webEmail', true, true, false, true, 'history', 'route_web_email'],
  ['/m/trail', true, true, false, true, 'home', 'route_trail'],
  ['/m/set', true, true, false, true, 'history', 'route_set'],
  ['/m/member/bankCard', true, true, false, true, 'history', 'route_bank_cards'],
  ['/m/member/paymentPassword', true, true, false, true, 'history', 'route_payment_password'],
  ['/m/feedback', true, true, false, true, 'history', 'route_feedback'],
  ['/m/liveChat', true, true, false, true, 'history', 'route_live_chat'],
  ['/m/customerService', true, true, false, true, 'history', 'route_customer_service'],
  ['/m/appService', true, true, false, true, 'history', 'route_app_service'],
  ['/m/brand', true, true, false, true, 'history', 'route_brand'],
  ['/m/joinUs', true, true, false, true, 'history', 'route_join_us'],
  ['/m/sponsor', true, true, false, true, 'history', 'route_sponsor'],
  ['/m/responsibleGaming', true, true, false, true, 'history', 'route_responsible_gaming'],
  ['/m/lotteryHistory', true, true, false, true, 'history', 'route_lottery_history'],
  ['/m/vnLottery', true, true, false, true, 'history', 'route_vn_lottery'],
  ['/m/agent/team/overview', true, true, false, true, 'history', 'route_agent_team_overview'],
  ['/m/member/team', true, true, false, true, 'history', 'route_member_team'],
  ['/m/agent/team/pnl', true, true, false, true, 'history', 'route_agent_team_pnl'],
  ['/m/teamBetting', true, true, false, true, 'history', 'route_team_betting'],
  ['/m/member/agent/agentRebeat', true, true, false, true, 'history', 'route_agent_rebate'],
  ['/m/member/teamRebate', true, true, false, true, 'history', 'route_member_team_rebate'],
  ['/m/securityCenter', true, true, false, true, 'history', 'route_security_center'],
  ['/m/member/bindEmail', true, true, false, true, 'history', 'route_bind_email'],
  ['/m/member/bindMobile', true, true, false, true, 'history', 'route_bind_mobile'],
  ['/m/member/securityQuestions', true, true, false, true, 'history', 'route_security_questions'],
  ['/m/member/kyc', true, true, false, true, 'history', 'route_kyc'],
  ['/m/member/transfer', true, true, false, true, 'history', 'route_transfer'],
  ['/m/agentRegister', true, true, false, true, 'history', 'route_agent_register'],
  ['/m/member/agent/agentDivident', true, true, false, true, 'history', 'route_agent_dividend'],
  ['/m/member/notice', true, true, false, true, 'history', 'route_member_notice'],
  ['/m/member/agent/getSalaryContract', true, true, false, true, 'history', 'route_salary_contract'],
  ['/m/member/agent/getDevidendContract', true, true, false, true, 'history', 'route_dividend_contract'],
  ['/m/member/agent/getHourContract', true, true, false, true, 'history', 'route_hour_contract'],
  ['/m/unknown/page', false, true, true, false, 'history', 'route_home'],
];

describe('pageLayout', () => {
  it.each(ROWS)(
    '%s → header %s, footer %s, banner %s, back %s (%s), title %s',
    (path, header, footer, banner, back, backTarget, titleKey) => {
      const layout = pageLayout(path);
      expect({
        header: layout.header,
        homeHeader: layout.homeHeader,
        footer: layout.footer,
        downloadBanner: layout.downloadBanner,
        backArrow: layout.backArrow,
        backTarget: layout.backTarget,
        titleKey: layout.titleKey,
        floatButton: layout.floatButton,
      }).toEqual({
        header,
        homeHeader: titleKey === 'route_home',
        footer,
        downloadBanner: banner,
        backArrow: back,
        backTarget,
        titleKey,
        floatButton: true,
      });
    },
  );

  it('has a row for every route path', () => {
    const covered = new Set(ROWS.map(([path]) => path));
    expect(allRoutes.flatMap((route) => route.paths).filter((path) => !covered.has(path))).toEqual([]);
  });

  it('shows the logo and close header on /m/app only', () => {
    expect(pageLayout('/m/app').headerVariant).toBe('app');
    expect(ROWS.filter(([path]) => path !== '/m/app' && pageLayout(path).headerVariant === 'app')).toEqual([]);
  });

  it('applies the rules with a trailing slash too', () => {
    expect(pageLayout('/m/login/').header).toBe(false);
    expect(pageLayout('/m/message/').footer).toBe(false);
  });
});

describe('game list title', () => {
  it.each([
    ['', 'game_list_RNG'],
    ['?gameType=RNG', 'game_list_RNG'],
    ['?gameType=FISH', 'game_list_FISH'],
    ['?gameType=LIVE', 'game_list_LIVE'],
    ['?gameType=PVP', 'game_list_PVP'],
    ['?gameType=SPORTS', 'game_list_SPORTS'],
    ['?gameType=fish', 'game_list_FISH'],
    ['?gameType=LOTT', 'game_list_LOTT'],
    ['?gameType=esports', 'game_list_ESPORTS'],
    ['?gameType=CASINO', 'game_list_RNG'],
    ['?gameType=RNG&type=recent&vassalage=PG', 'game_list_RNG'],
  ])('/m/gameList%s → %s', (search, titleKey) => {
    expect(pageLayout('/m/gameList', new URLSearchParams(search)).titleKey).toBe(titleKey);
  });

  it('ignores gameType on other routes', () => {
    expect(pageLayout('/m/vip', new URLSearchParams('gameType=FISH')).titleKey).toBe('route_vip');
  });

  it('defaults to RNG', () => {
    expect(gameListType(new URLSearchParams())).toBe('RNG');
    // A title for every category the list can show.
    expect([...GAME_LIST_TYPES].sort()).toEqual([...GAME_CATEGORIES].sort());
  });
});
