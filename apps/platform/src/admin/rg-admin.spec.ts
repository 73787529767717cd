import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { DEMO_PASSWORD } from '../seed/demo-members';
import { callPlatform, errorOf, valueOf } from '../testing/call-platform';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { signIn } from '../testing/sign-in';
import { login } from '../modules/session/session-testing';
import { decideDeposit } from './money-actions';
import { liftTimeOut, nearLimit, showRg } from './rg-actions';

const DAY = 86_400_000;

describe('admin: rg show, lift and near-limit', () => {
  let platform: TestPlatform;
  let token: string;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    ({ token } = await signIn(platform));
  });

  const admin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await platform.app.inject({ method, headers: adminHeaders(platform), url: `/__admin${url}`, payload });
    return {
      status: response.statusCode,
      body: response.json() as { success: boolean; value?: any; errorCode?: string; message?: string },
    };
  };
  const setDaily = async (amount: number | null, as = token, kind = 'DEPOSIT') =>
    valueOf(
      await callPlatform(platform, contract.responsibleGaming.setLimits, {
        token: as,
        body: { limits: [{ kind, period: 'DAILY', amount }] },
      }),
    );
  const takeBreak = async (duration: string, as = token) =>
    valueOf(
      await callPlatform(platform, contract.responsibleGaming.takeBreak, { token: as, body: { duration, loginPassword: DEMO_PASSWORD } }),
    );
  let requests = 0;
  const confirmDeposit = async (amount: number, as = token) => {
    const body = { requestId: `rg-admin-${String(++requests).padStart(4, '0')}`, channelId: 'ewallet-1', amount };
    const deposit = valueOf(await callPlatform(platform, contract.deposit.request, { token: as, body }));
    await decideDeposit(platform.services, deposit.reference, 'confirm');
  };

  it("shows one member's limits, pending changes, break and the trail of every change with its source", async () => {
    await setDaily(100);
    await setDaily(500);
    await takeBreak('24H');
    const shown = await showRg(platform.services, { username: 'member01', merchant: 'PLAYDECK' });
    const now = platform.clock.now;
    expect(shown).toMatchObject({
      merchant: 'PLAYDECK',
      username: 'member01',
      inForce: { kind: 'TIME_OUT', endsAt: new Date(now.getTime() + DAY).toISOString(), liftedAt: null },
    });
    expect(shown.limits[0]).toMatchObject({ kind: 'DEPOSIT', period: 'DAILY', amount: 100, pending: { amount: 500 } });
    expect(shown.audit.map((change) => [change.source, change.action])).toEqual([
      ['MEMBER', 'limit.set'],
      ['MEMBER', 'limit.pending'],
      ['MEMBER', 'break.start'],
    ]);
    expect(shown.audit[1]!.detail).toMatchObject({ from: 10_000, to: 50_000 });
    // Another member's state is theirs alone.
    const other = await showRg(platform.services, { username: 'agent01', merchant: 'PLAYDECK' });
    expect(other).toMatchObject({ username: 'agent01', inForce: null, breaks: [], audit: [] });
    expect(other.limits.every((limit) => limit.amount === null)).toBe(true);
    // The same through a running platform's admin route.
    expect((await admin('GET', '/rg?username=member01&merchant=PLAYDECK')).body.value).toEqual(JSON.parse(JSON.stringify(shown)));
  });

  it('lifts a time-out (the member signs in again), with the reason in the trail; never a self-exclusion before its end', async () => {
    await takeBreak('7D');
    expect(errorOf(await login(platform)).errorCode).toBe('rg.time.out');
    const lifted = await liftTimeOut(platform.services, {
      username: 'member01',
      merchant: 'PLAYDECK',
      reason: 'asked by phone, identity checked',
    });
    expect(lifted.inForce).toBeNull();
    expect(lifted.audit.at(-1)).toMatchObject({
      source: 'OPERATOR',
      action: 'break.lift',
      detail: { reason: 'asked by phone, identity checked' },
    });
    const fresh = valueOf(await login(platform)).token;
    await expect(liftTimeOut(platform.services, { username: 'member01', merchant: 'PLAYDECK', reason: 'again' })).rejects.toThrow(
      'has no time-out in force',
    );

    await takeBreak('6M', fresh);
    await expect(liftTimeOut(platform.services, { username: 'member01', merchant: 'PLAYDECK', reason: 'asked' })).rejects.toThrow(
      'a self-exclusion is never lifted before its end',
    );
    const refused = await admin('POST', '/rg-lift', { username: 'member01', merchant: 'PLAYDECK', reason: 'asked' });
    expect(refused).toMatchObject({ status: 400, body: { success: false, errorCode: 'request_param_err' } });
    expect(errorOf(await login(platform)).errorCode).toBe('rg.self.excluded');
    expect((await showRg(platform.services, { username: 'member01', merchant: 'PLAYDECK' })).audit.map((change) => change.action)).toEqual([
      'break.start',
      'break.lift',
      'break.start',
    ]);
  });

  it('lists members above 80 % of a limit, fullest first, each member by their own usage', async () => {
    const other = await signIn(platform, 'agent01');
    await setDaily(100);
    await setDaily(1_000, other.token);
    await setDaily(200, other.token, 'LOSS');
    await confirmDeposit(81);
    await confirmDeposit(170, other.token);
    expect(await nearLimit(platform.services, {})).toEqual([
      { merchant: 'PLAYDECK', username: 'agent01', kind: 'LOSS', period: 'DAILY', amount: 200, used: 170, percent: 85 },
      { merchant: 'PLAYDECK', username: 'member01', kind: 'DEPOSIT', period: 'DAILY', amount: 100, used: 81, percent: 81 },
    ]);
    expect(await nearLimit(platform.services, { merchant: 'LUCKYSTAR' })).toEqual([]);
    expect((await admin('GET', '/rg-near-limit?merchant=PLAYDECK')).body.value).toHaveLength(2);
  });

  it('refuses unknown members and bad requests without a 500', async () => {
    await expect(showRg(platform.services, { username: 'nobody' })).rejects.toThrow('no member nobody');
    await expect(showRg(platform.services, { username: 'member01' })).rejects.toThrow(
      'member01 is a member of PLAYDECK, LUCKYSTAR: name the merchant',
    );
    expect(await admin('GET', '/rg?username=nobody')).toMatchObject({ status: 404, body: { errorCode: 'not.found' } });
    for (const [method, url, payload] of [
      ['GET', '/rg', undefined],
      ['POST', '/rg-lift', { username: 'member01' }],
      ['POST', '/rg-lift', { username: 'member01', reason: '   ' }],
      ['POST', '/rg-lift', { username: 42, reason: 'x' }],
    ] as const) {
      expect(await admin(method, url, payload)).toMatchObject({ status: 400, body: { success: false, errorCode: 'request_param_err' } });
    }
  });
});
