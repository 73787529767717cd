import { describe, expect, it } from 'vitest';
import { brand } from '@playdeck/brand';
import type { SessionInfo } from '@playdeck/session';
import { allRoutes, type RouteId } from './route-table';
import { canAccess, routeDecision } from './can-access';

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
