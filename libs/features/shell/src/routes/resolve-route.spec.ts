import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';
import { allRoutes, extraRoutes, exactRoutes } from './route-table';

// Spec section 2, written out so a change to the table shows up here.
const EXACT: [string, string][] = [
  ['/', 'home'],
  ['/m', 'home'],
  ['/m/', 'home'],
  ['/m/index', 'home'],
  ['/m/index.html', 'home'],
  ['/m/home', 'home'],
  ['/m/login', 'login'],
  ['/m/register', 'register'],
  ['/m/forget', 'forget'],
  ['/m/changePsw', 'changePsw'],
  ['/m/message', 'message'],
  ['/m/messageDetail', 'messageDetail'],
  ['/m/notice', 'notice'],
  ['/m/activity', 'activity'],
  ['/m/activityDetail', 'activityDetail'],
  ['/m/vip', 'vip'],
  ['/m/other', 'other'],
  ['/m/app', 'app'],
  ['/m/help', 'help'],
  ['/m/agent', 'agent'],
  ['/m/gameList', 'gameList'],
  ['/m/gameCenter', 'gameCenter'],
  ['/m/slotsCenter', 'slotsCenter'],
  ['/m/launchGame', 'launchGame'],
  ['/m/voucherCenter', 'voucherCenter'],
  ['/m/withdraw', 'withdraw'],
  ['/m/transaction/record', 'transactionRecord'],
  ['/m/rewardCenter', 'rewardCenter'],
  ['/m/useragreement', 'userAgreement'],
  ['/m/member/home', 'memberHome'],
  ['/m/webEmail', 'webEmail'],
  ['/m/trail', 'trail'],
  ['/m/set', 'set'],
  ['/m/member/bankCard', 'bankCards'],
  ['/m/member/paymentPassword', 'paymentPassword'],
  ['/m/feedback', 'feedback'],
  ['/m/liveChat', 'liveChat'],
  ['/m/customerService', 'customerService'],
  ['/m/appService', 'appService'],
  ['/m/brand', 'brand'],
  ['/m/joinUs', 'joinUs'],
  ['/m/sponsor', 'sponsor'],
  ['/m/responsibleGaming', 'responsibleGaming'],
  ['/m/lotteryHistory', 'lotteryHistory'],
  ['/m/vnLottery', 'vnLottery'],
];

const EXTRA: [string, string][] = [
  ['/m/agent/team/overview', 'agentTeamOverview'],
  ['/m/member/team', 'memberTeam'],
  ['/m/agent/team/pnl', 'agentTeamPnl'],
  ['/m/teamBetting', 'teamBetting'],
  ['/m/member/agent/agentRebeat', 'agentRebate'],
  ['/m/member/teamRebate', 'memberTeamRebate'],
  ['/m/securityCenter', 'securityCenter'],
  ['/m/member/bindEmail', 'bindEmail'],
  ['/m/member/bindMobile', 'bindMobile'],
  ['/m/member/securityQuestions', 'securityQuestions'],
  ['/m/member/kyc', 'kyc'],
  ['/m/member/transfer', 'transfer'],
  ['/m/agentRegister', 'agentRegister'],
  ['/m/member/agent/agentDivident', 'agentDividend'],
  ['/m/member/notice', 'memberNotice'],
  ['/m/member/agent/getSalaryContract', 'salaryContract'],
  ['/m/member/agent/getDevidendContract', 'dividendContract'],
  ['/m/member/agent/getHourContract', 'hourContract'],
];

describe('resolveRoute', () => {
  it.each(EXACT)('exact table: %s → %s', (path, id) => {
    expect(resolveRoute(path).id).toBe(id);
  });

  it.each(EXTRA)('extra table: %s → %s', (path, id) => {
    expect(resolveRoute(path).id).toBe(id);
  });

  it('covers every path in both tables (nothing in the tables is untested)', () => {
    const tested = new Set([...EXACT, ...EXTRA].map(([path]) => path));
    expect(allRoutes.flatMap((route) => route.paths).filter((path) => !tested.has(path))).toEqual([]);
  });

  it('keeps each table separate: extra paths are not in the exact table', () => {
    const exactPaths = new Set(exactRoutes.flatMap((route) => route.paths));
    expect(extraRoutes.flatMap((route) => route.paths).filter((path) => exactPaths.has(path))).toEqual([]);
  });

  it.each([...EXACT, ...EXTRA].filter(([path]) => path !== '/'))('ignores a trailing slash: %s/', (path, id) => {
    expect(resolveRoute(`${path}/`).id).toBe(id);
  });

  it.each(['/m/login//', '/m/transaction/record///'])('ignores repeated trailing slashes: %s', (path) => {
    expect(resolveRoute(path).id).not.toBe('home');
  });

  it.each(['/m/nope', '/m/login/extra', '/login', '/m/LOGIN', '/m/member', '/m/agent/team', '/mm/home', '', '//'])(
    'falls back to home for an unknown path %j',
    (path) => {
      expect(resolveRoute(path).id).toBe('home');
    },
  );

  it('gives every route a title key', () => {
    for (const route of allRoutes) expect(route.titleKey).toMatch(/^route_/);
  });
});
