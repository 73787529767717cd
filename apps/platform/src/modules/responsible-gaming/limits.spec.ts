import { beforeEach, describe, expect, it } from 'vitest';
import { contract, type RgLimit } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { decideDeposit } from '../../admin/money-actions';
import { deposits, rgAudit } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';
import { memberWithCard, PAYMENT_PASSWORD } from '../payment-password/testing/money-member';

const HOUR = 3_600_000;

describe('responsible gaming: deposit and loss limits', () => {
  let platform: TestPlatform;
  let token: string;
  let memberId: number;
  let requests = 0;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    ({ token, memberId } = await signIn(platform));
  });

  const limits = async (as = token) => valueOf(await callPlatform(platform, contract.responsibleGaming.limits, { token: as })).limits;
  const setLimits = (limits: unknown, as = token) =>
    callPlatform(platform, contract.responsibleGaming.setLimits, { token: as, body: { limits } });
  const setDaily = async (amount: number | null, kind = 'DEPOSIT') => valueOf(await setLimits([{ kind, period: 'DAILY', amount }]));
  const deposit = (amount: number, as = token) =>
    callPlatform(platform, contract.deposit.request, {
      token: as,
      body: { requestId: `rg-deposit-${String(++requests).padStart(4, '0')}`, channelId: 'ewallet-1', amount },
    });
  const confirm = async (amount: number) => decideDeposit(platform.services, valueOf(await deposit(amount)).reference, 'confirm');
  // A test session lasts an hour: one signed in again after the clock moves on.
  const later = async (ms: number) => {
    platform.clock.advance(ms);
    ({ token } = await signIn(platform));
  };
  const find = (list: RgLimit[], kind: string, period: string) => list.find((limit) => limit.kind === kind && limit.period === period)!;

  it('answers every kind and period, none set, nothing counted', async () => {
    const list = await limits();
    expect(list.map((limit) => `${limit.kind}:${limit.period}`)).toEqual([
      'DEPOSIT:DAILY',
      'DEPOSIT:WEEKLY',
      'DEPOSIT:MONTHLY',
      'LOSS:DAILY',
      'LOSS:WEEKLY',
      'LOSS:MONTHLY',
    ]);
    for (const limit of list) expect(limit).toMatchObject({ amount: null, pending: null, used: 0, left: null });
  });

  it('daily 100: 80 passes, 30 is refused with 20 left; a raise to 500 waits a day while 100 applies', async () => {
    await setDaily(100);
    await confirm(80);
    expect(find(await limits(), 'DEPOSIT', 'DAILY')).toMatchObject({ amount: 100, used: 80, left: 20, pending: null });
    expect(errorOf(await deposit(30))).toMatchObject({
      errorCode: 'rg.deposit.limit',
      value: { limitKind: 'DEPOSIT', period: 'DAILY', left: 20 },
    });

    const raised = find((await setDaily(500)).limits, 'DEPOSIT', 'DAILY');
    const tomorrow = platform.clock.now.getTime() + 24 * HOUR;
    expect(raised).toMatchObject({ amount: 100, pending: { amount: 500, effectiveAt: tomorrow }, left: 20 });
    expect(errorOf(await deposit(30)).errorCode).toBe('rg.deposit.limit');
    // Asking again does not restart the cooling-off.
    await later(HOUR);
    expect(find((await setDaily(500)).limits, 'DEPOSIT', 'DAILY').pending).toEqual({ amount: 500, effectiveAt: tomorrow });

    await later(23 * HOUR);
    const applied = find(await limits(), 'DEPOSIT', 'DAILY');
    // The window rolled past the first deposit too.
    expect(applied).toMatchObject({ amount: 500, pending: null, used: 0, left: 500 });
    expect(valueOf(await deposit(300)).status).toBe('PENDING');
    expect(find(await limits(), 'DEPOSIT', 'DAILY')).toMatchObject({ used: 300, left: 200 });
  });

  it('counts open requests, not rejected or expired ones, and refuses by the tightest of several limits', async () => {
    valueOf(
      await setLimits([
        { kind: 'DEPOSIT', period: 'DAILY', amount: 1_000 },
        { kind: 'DEPOSIT', period: 'WEEKLY', amount: 150 },
      ]),
    );
    const open = valueOf(await deposit(100));
    expect(errorOf(await deposit(60))).toMatchObject({ errorCode: 'rg.deposit.limit', value: { period: 'WEEKLY', left: 50 } });
    await decideDeposit(platform.services, open.reference, 'reject');
    expect(find(await limits(), 'DEPOSIT', 'WEEKLY')).toMatchObject({ used: 0, left: 150 });
    valueOf(await deposit(150));
    await later(HOUR); // the ewallet channel's requests expire after 30 minutes
    expect(find(await limits(), 'DEPOSIT', 'WEEKLY').used).toBe(0);
    expect(valueOf(await deposit(150)).status).toBe('PENDING');
  });

  it('a decrease applies at once and drops a waiting raise; a removal waits like a raise', async () => {
    await setDaily(100);
    await setDaily(500);
    const lowered = find((await setDaily(60)).limits, 'DEPOSIT', 'DAILY');
    expect(lowered).toMatchObject({ amount: 60, pending: null });
    const removed = find((await setDaily(null)).limits, 'DEPOSIT', 'DAILY');
    expect(removed).toMatchObject({ amount: 60, pending: { amount: null, effectiveAt: platform.clock.now.getTime() + 24 * HOUR } });
    expect(errorOf(await deposit(61)).errorCode).toBe('rg.deposit.limit');
    // Setting the limit in force again drops the waiting removal.
    expect(find((await setDaily(60)).limits, 'DEPOSIT', 'DAILY')).toMatchObject({ amount: 60, pending: null });
    await setDaily(null);
    await later(24 * HOUR);
    expect(find(await limits(), 'DEPOSIT', 'DAILY')).toMatchObject({ amount: null, left: null });
    expect(valueOf(await deposit(5_000)).status).toBe('PENDING');
    const actions = await platform.services.db.select().from(rgAudit).where(eq(rgAudit.memberId, memberId)).orderBy(rgAudit.id);
    expect(actions.map((row) => row.action)).toEqual([
      'limit.set',
      'limit.pending',
      'limit.set',
      'limit.pending',
      'limit.pending.dropped',
      'limit.pending',
    ]);
    expect(actions[0]).toMatchObject({ source: 'MEMBER', detail: { kind: 'DEPOSIT', period: 'DAILY', from: null, to: 10_000 } });
  });

  it('a loss limit counts deposits minus withdrawals from the ledger', async () => {
    await setDaily(1_000, 'LOSS');
    await confirm(800);
    expect(find(await limits(), 'LOSS', 'DAILY')).toMatchObject({ used: 800, left: 200 });
    const cardId = await memberWithCard(platform, token);
    valueOf(
      await callPlatform(platform, contract.withdraw.request, {
        token,
        body: { requestId: 'rg-withdraw-0001', bankCardId: cardId, amount: 500, paymentPassword: PAYMENT_PASSWORD },
      }),
    );
    expect(find(await limits(), 'LOSS', 'DAILY')).toMatchObject({ used: 300, left: 700 });
    expect(errorOf(await deposit(701))).toMatchObject({ errorCode: 'rg.deposit.limit', value: { limitKind: 'LOSS', left: 700 } });
    expect(valueOf(await deposit(700)).status).toBe('PENDING');
  });

  it("reads and sets only the caller's own limits", async () => {
    const other = await signIn(platform, 'agent01');
    await setDaily(100);
    expect(find(await limits(other.token), 'DEPOSIT', 'DAILY').amount).toBeNull();
    valueOf(await deposit(90, other.token));
    expect(find(await limits(), 'DEPOSIT', 'DAILY').used).toBe(0);
    valueOf(await deposit(100, other.token));
    expect(errorOf(await deposit(101)).errorCode).toBe('rg.deposit.limit');
  });

  it('two deposits racing past a limit: at most one passes', async () => {
    await setDaily(100);
    const answers = await Promise.all([deposit(70), deposit(70), deposit(70)]);
    const passed = answers.filter((answer) => answer.envelope.success);
    expect(passed).toHaveLength(1);
    for (const answer of answers.filter((answer) => !answer.envelope.success)) {
      expect(errorOf(answer)).toMatchObject({ errorCode: 'rg.deposit.limit', value: { left: 30 } });
    }
    expect(await platform.services.db.$count(deposits, eq(deposits.memberId, memberId))).toBe(1);
  });

  it('refuses bad bodies and trial users without a 500', async () => {
    for (const body of [
      [],
      [{ kind: 'DEPOSIT', period: 'DAILY' }],
      [{ kind: 'BET', period: 'DAILY', amount: 10 }],
      [{ kind: 'DEPOSIT', period: 'HOURLY', amount: 10 }],
      [{ kind: 'DEPOSIT', period: 'DAILY', amount: 0 }],
      [{ kind: 'DEPOSIT', period: 'DAILY', amount: -5 }],
      [{ kind: 'DEPOSIT', period: 'DAILY', amount: 1.001 }],
      [{ kind: 'DEPOSIT', period: 'DAILY', amount: '100' }],
      [
        { kind: 'DEPOSIT', period: 'DAILY', amount: 10 },
        { kind: 'DEPOSIT', period: 'DAILY', amount: 20 },
      ],
      'DAILY',
    ]) {
      expect(errorOf(await setLimits(body))).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    expect(find(await limits(), 'DEPOSIT', 'DAILY').amount).toBeNull();
    const trial = await signInTrial(platform);
    const refused = await callPlatform(platform, contract.responsibleGaming.limits, { token: trial.token, merchant: trial.merchant });
    expect(errorOf(refused).errorCode).toBe('trial.forbidden');
    expect(errorOf(await callPlatform(platform, contract.responsibleGaming.limits, {})).errorCode).toBe('user.or.token.invalid');
  });
});
