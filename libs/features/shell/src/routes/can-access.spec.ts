import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand, featureSwitchOn, type FeatureSwitch, type FeatureSwitchSource } from '@playdeck/brand';
import type { SessionInfo } from '@playdeck/session';
import { allRoutes, type RouteId } from './route-table';
import { canAccess, routeDecision, screenDecision } from './can-access';

const member = (type?: number): SessionInfo => ({ token: 't', merchantCode: brand.merchantCode, userName: 'u', type });
const trial: SessionInfo = { token: 't', merchantCode: `${brand.merchantCode}trial`, userName: 'trial01', type: 0 };
const accessOf = (id: RouteId) => allRoutes.find((route) => route.id === id)!.access;

describe('canAccess', () => {
  it('session routes need a token; public routes do not', () => {
    expect(canAccess('session', null)).toBe(false);
    expect(canAccess('session', member(0))).toBe(true);
    expect(canAccess('public', null)).toBe(true);
    expect(canAccess('agent', null)).toBe(false);
  });

  it('agent routes need an agent type', () => {
    expect(canAccess('agent', member(1))).toBe(true);
    expect(canAccess('agent', member(0))).toBe(false);
    expect(canAccess('agent', member(40))).toBe(false);
  });

  it('every agent route sends types 0, 4 and 40 and visitors home, and shows agents of types 1, 2, 41, 42', () => {
    const agentRoutes = allRoutes.filter((route) => route.access === 'agent');
    expect(agentRoutes.map((route) => route.id)).toEqual(
      expect.arrayContaining(['agent', 'agentTeamOverview', 'memberTeam', 'agentRegister', 'memberNotice']),
    );
    for (const route of agentRoutes) {
      for (const session of [null, member(0), member(4), member(40), member(undefined)])
        expect(routeDecision(route.access, session)).toBe('home');
      for (const type of [1, 2, 41, 42]) expect(routeDecision(route.access, member(type))).toBe('show');
    }
  });
});

describe('routeDecision (spec section 6)', () => {
  const memberOnly: RouteId[] = [
    'voucherCenter',
    'withdraw',
    'transactionRecord',
    'memberHome',
    'webEmail',
    'set',
    'securityCenter',
    'rewardCenter',
    'bankCards',
    'paymentPassword',
    'transfer',
    'bindEmail',
    'bindMobile',
    'securityQuestions',
    'kyc',
  ];

  it.each(memberOnly)('a visitor on %s goes to login (and comes back)', (id) => {
    expect(routeDecision(accessOf(id), null)).toBe('login');
    expect(routeDecision(accessOf(id), member(0))).toBe('show');
  });

  it.each([
    'voucherCenter',
    'withdraw',
    'transactionRecord',
    'bankCards',
    'paymentPassword',
    'transfer',
    'securityCenter',
    'bindEmail',
    'bindMobile',
    'securityQuestions',
    'kyc',
  ] as RouteId[])('a trial user is refused the money and security route %s', (id) => {
    expect(routeDecision(accessOf(id), trial)).toBe('trial-refused');
  });

  it('a trial user is refused the reward centre: every rewards call needs a real account (issue 29)', () => {
    expect(routeDecision(accessOf('rewardCenter'), trial)).toBe('trial-refused');
  });

  it("a trial user is refused personal settings: nickname and avatar are a real account's", () => {
    expect(routeDecision(accessOf('set'), trial)).toBe('trial-refused');
  });

  it('a trial user opens the other member screens', () => {
    expect(routeDecision(accessOf('memberHome'), trial)).toBe('show');
  });

  it('changePsw and the agent pages still send a visitor home', () => {
    expect(routeDecision(accessOf('changePsw'), null)).toBe('home');
    expect(routeDecision(accessOf('agent'), member(0))).toBe('home');
  });
});

describe('screenDecision: screens a brand turns off in brand.json (issue 29)', () => {
  const routeOf = (id: RouteId) => allRoutes.find((route) => route.id === id)!;
  const allOn = () => true;
  const allOff = () => false;

  it('names the switch of every agent screen the agent menu or the dividend turns off', () => {
    const switched = Object.fromEntries(allRoutes.filter((route) => route.feature).map((route) => [route.id, route.feature]));
    expect(switched).toEqual({
      agentTeamOverview: 'AGEPAG',
      memberTeam: 'DOWNMAN',
      agentRegister: 'DOWNMAN',
      agentTeamPnl: 'AGETEAMPNL3',
      teamBetting: 'TEAMBETTING3',
      memberTeamRebate: 'GAMSER',
      agentRebate: 'AGEREBINC3',
      memberNotice: 'MAILCEN',
      agentDividend: 'agent.dividend',
      dividendContract: 'agent.dividend',
    });
    for (const route of allRoutes.filter((entry) => entry.feature)) expect(route.access).toBe('agent');
  });

  it('an agent is sent away from a switched-off screen; on, it shows', () => {
    for (const route of allRoutes.filter((entry) => entry.feature)) {
      expect(screenDecision(route, member(2), allOff)).toBe('switched-off');
      expect(screenDecision(route, member(2), allOn)).toBe('show');
    }
  });

  it('who may open it is decided first: a visitor or a type-0 member goes home as on any agent screen', () => {
    expect(screenDecision(routeOf('agentTeamPnl'), null, allOff)).toBe('home');
    expect(screenDecision(routeOf('agentTeamPnl'), member(0), allOff)).toBe('home');
  });

  it('reads only the switch the route names, and never switches a screen without one', () => {
    const onlyPnlOff = (feature: FeatureSwitch) => feature !== 'AGETEAMPNL3';
    expect(screenDecision(routeOf('agentTeamPnl'), member(1), onlyPnlOff)).toBe('switched-off');
    expect(screenDecision(routeOf('teamBetting'), member(1), onlyPnlOff)).toBe('show');
    expect(screenDecision(routeOf('agent'), member(1), allOff)).toBe('show');
    expect(screenDecision(routeOf('securityCenter'), member(1), allOff)).toBe('show');
  });

  it("lucky's brand.json turns off team P&L, team betting, agent rebate, agent notices and dividend (and its contract)", () => {
    const lucky = JSON.parse(
      readFileSync(path.resolve(__dirname, '../../../../../brands/lucky/brand.json'), 'utf8'),
    ) as FeatureSwitchSource;
    const off = allRoutes.filter(
      (route) => screenDecision(route, member(2), (feature) => featureSwitchOn(lucky, feature)) === 'switched-off',
    );
    expect(off.map((route) => route.id).sort()).toEqual([
      'agentDividend',
      'agentRebate',
      'agentTeamPnl',
      'dividendContract',
      'memberNotice',
      'teamBetting',
    ]);
  });
});
