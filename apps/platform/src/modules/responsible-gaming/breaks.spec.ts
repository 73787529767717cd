import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { rgAudit, rgBreaks, sessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';
import { launchAndOpen, spin } from '../games/testing/launch-game';
import { login } from '../session/session-testing';
import { memberWithCard, PAYMENT_PASSWORD } from '../payment-password/testing/money-member';
import { breakEnd } from './breaks';

const DAY = 86_400_000;

describe('responsible gaming: time-out and self-exclusion', () => {
  let platform: TestPlatform;
  let token: string;
  let memberId: number;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    ({ token, memberId } = await signIn(platform));
  });

  const takeBreak = (duration: string, as = token, loginPassword = DEMO_PASSWORD) =>
    callPlatform(platform, contract.responsibleGaming.takeBreak, { token: as, body: { duration, loginPassword } });
  const firstGame = async () =>
    valueOf(await callPlatform(platform, contract.games.gameList, { query: { gameType: 'RNG', pageSize: 1, pageNo: 1, language: 'EN' } }))
      .games[0]!;
  const launch = async (as: string) => {
    const game = await firstGame();
    return callPlatform(platform, contract.games.launch, {
      token: as,
      body: { gameCategory: 'RNG', vendor: game.vassalage, nodeId: game.nodeId, launchMode: 'GLS', accountType: 1, showChoice: false },
    });
  };
  const deposit = (as: string) =>
    callPlatform(platform, contract.deposit.request, {
      token: as,
      body: { requestId: 'rg-break-0001', channelId: 'ewallet-1', amount: 100 },
    });
  /** A session the break did not end (an operator's break, or one written beside it): the calls still refuse it. */
  const liveSession = async () => (await signIn(platform)).token;

  it('a 24-hour time-out ends every session, refuses sign-in, deposit and launch until it ends', async () => {
    const other = await signIn(platform);
    const now = platform.clock.now.getTime();
    expect(valueOf(await takeBreak('24H'))).toEqual({ kind: 'TIME_OUT', endsAt: now + DAY });
    for (const as of [token, other.token]) {
      expect(errorOf(await callPlatform(platform, contract.wallet.balance, { token: as })).errorCode).toBe('user.or.token.invalid');
    }
    const live = await platform.services.db.select().from(sessions).where(eq(sessions.memberId, memberId));
    expect(live.filter((session) => !session.endedAt)).toEqual([]);
    expect(new Set(live.map((session) => session.endReason))).toEqual(new Set(['rg.break']));

    expect(errorOf(await login(platform))).toMatchObject({ status: 403, errorCode: 'rg.time.out', value: { endsAt: now + DAY } });
    const kept = await liveSession();
    expect(errorOf(await deposit(kept))).toMatchObject({ errorCode: 'rg.time.out', value: { endsAt: now + DAY } });
    expect(errorOf(await launch(kept))).toMatchObject({ errorCode: 'rg.time.out', value: { endsAt: now + DAY } });

    platform.clock.advance(DAY);
    const fresh = valueOf(await login(platform)).token;
    expect(valueOf(await deposit(fresh)).status).toBe('PENDING');
    expect(valueOf(await launch(fresh)).content.game_url).toMatch(/^\/wps\/game\/demo\/play\//);
  });

  it('a sign-in racing the start of a break leaves no live session', async () => {
    const [taken, ...logins] = await Promise.all([takeBreak('24H'), login(platform), login(platform), login(platform)]);
    valueOf(taken);
    for (const answer of logins) {
      if (!answer.envelope.success) expect(errorOf(answer).errorCode).toBe('rg.time.out');
    }
    const live = await platform.services.db.select().from(sessions).where(eq(sessions.memberId, memberId));
    expect(live.filter((session) => !session.endedAt)).toEqual([]);
  });

  it('a sign-in refused in the moment an operator lifts the break is made again, never answered 500', async () => {
    valueOf(await takeBreak('24H'));
    const { db } = platform.services;
    // The break is lifted right after the sign-in's session write found it in force (and wrote nothing), before
    // the check that follows: the write is the sign-in's one INSERT that answers no rows.
    let lifted = false;
    const wroteNothing = (result: unknown) => {
      const written = result as { command?: string; rows?: unknown[] } | undefined;
      return written?.command === 'INSERT' && written.rows?.length === 0;
    };
    const liftAfter =
      <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const written = await write(...args);
        if (!lifted && wroteNothing(written)) {
          lifted = true;
          await db.update(rgBreaks).set({ liftedAt: platform.clock.now }).where(eq(rgBreaks.memberId, memberId));
        }
        return written;
      };
    const [execute, transaction] = [db.execute.bind(db), db.transaction.bind(db)];
    Object.assign(db, { execute: liftAfter(execute), transaction: liftAfter(transaction) });
    try {
      expect(valueOf(await login(platform)).token).toEqual(expect.any(String));
    } finally {
      Object.assign(db, { execute, transaction });
    }
    expect(lifted).toBe(true);
  });

  it('a game opened before the break stops taking bets', async () => {
    const { playToken } = await launchAndOpen(platform, token, await firstGame());
    valueOf(await spin(platform, playToken, 'rg-round-0001', 1));
    valueOf(await takeBreak('24H'));
    expect(errorOf(await spin(platform, playToken, 'rg-round-0002', 1)).errorCode).toBe('user.or.token.invalid');
  });

  it('withdrawal stays possible during a break', async () => {
    const cardId = await memberWithCard(platform, token);
    valueOf(await takeBreak('7D'));
    const kept = await liveSession();
    const withdrawal = await callPlatform(platform, contract.withdraw.request, {
      token: kept,
      body: { requestId: 'rg-withdraw-0001', bankCardId: cardId, amount: 500, paymentPassword: PAYMENT_PASSWORD },
    });
    expect(valueOf(withdrawal).status).toBe('PENDING');
  });

  it('self-exclusion is refused with its own code; neither can be shortened by the member', async () => {
    const now = platform.clock.now;
    const endsAt = breakEnd('6M', now).getTime();
    expect(valueOf(await takeBreak('6M'))).toEqual({ kind: 'SELF_EXCLUSION', endsAt });
    expect(errorOf(await login(platform))).toMatchObject({ errorCode: 'rg.self.excluded', value: { endsAt } });
    const kept = await liveSession();
    for (const shorter of ['24H', '6W', '6M']) {
      expect(errorOf(await takeBreak(shorter, kept))).toMatchObject({ errorCode: 'rg.self.excluded', value: { endsAt } });
    }
    // A longer one may follow.
    expect(valueOf(await takeBreak('1Y', kept)).endsAt).toBe(breakEnd('1Y', now).getTime());
    expect(await platform.services.db.$count(rgBreaks, eq(rgBreaks.memberId, memberId))).toBe(2);
    const trail = await platform.services.db.select().from(rgAudit).where(eq(rgAudit.memberId, memberId)).orderBy(rgAudit.id);
    expect(trail.map((row) => [row.source, row.action, row.detail['duration']])).toEqual([
      ['MEMBER', 'break.start', '6M'],
      ['MEMBER', 'break.start', '1Y'],
    ]);
  });

  it('ends by the calendar: months and years in UTC, weeks and days exactly', () => {
    const now = new Date('2026-08-31T10:00:00Z');
    expect(breakEnd('6W', now).toISOString()).toBe('2026-10-12T10:00:00.000Z');
    expect(breakEnd('1Y', now).toISOString()).toBe('2027-08-31T10:00:00.000Z');
    expect(breakEnd('5Y', now).toISOString()).toBe('2031-08-31T10:00:00.000Z');
    expect(breakEnd('30D', now).toISOString()).toBe('2026-09-30T10:00:00.000Z');
  });

  it("a member's break is their own: another member signs in, deposits and plays", async () => {
    valueOf(await takeBreak('30D'));
    const other = valueOf(await login(platform, { username: 'agent01' })).token;
    expect(valueOf(await deposit(other)).status).toBe('PENDING');
    expect(valueOf(await launch(other)).content.game_url).toBeTruthy();
    expect(await platform.services.db.$count(rgBreaks)).toBe(1);
  });

  it('refuses a wrong password, bad bodies and trial users without a 500, starting nothing', async () => {
    expect(errorOf(await takeBreak('24H', token, 'Wrong9999'))).toMatchObject({ status: 400, errorCode: 'user.or.password.wrong' });
    for (const body of [
      {},
      { duration: '2H', loginPassword: DEMO_PASSWORD },
      { duration: '24H' },
      { duration: '24H', loginPassword: '' },
    ]) {
      const answer = await callPlatform(platform, contract.responsibleGaming.takeBreak, { token, body });
      expect(errorOf(answer)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
    }
    expect(await platform.services.db.$count(rgBreaks)).toBe(0);
    expect(valueOf(await callPlatform(platform, contract.wallet.balance, { token }))).toBeTruthy();
    const trial = await signInTrial(platform);
    const refused = await callPlatform(platform, contract.responsibleGaming.takeBreak, {
      token: trial.token,
      merchant: trial.merchant,
      body: { duration: '24H', loginPassword: DEMO_PASSWORD },
    });
    expect(errorOf(refused).errorCode).toBe('trial.forbidden');
  });
});
