import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { and, eq } from 'drizzle-orm';
import { gameLaunches, gameRounds, postings } from '../../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../../testing/test-platform';
import { walletsOutOfBalance } from '../../wallet/testing/ledger-check';
import { launchAndOpen, spin } from '../testing/launch-game';
import { signIn } from '../../../testing/sign-in';

describe('demo game rounds', () => {
  let platform: TestPlatform;
  let token: string;
  let memberId: number;
  let playToken: string;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    // type04 opens with 1,000.00 in MAIN.
    ({ token, memberId } = await signIn(platform, 'type04'));
    const [game] = valueOf(
      await callPlatform(platform, contract.games.gameList, { query: { gameType: 'RNG', minBet: 0.5, pageSize: 1 } }),
    ).games;
    playToken = (await launchAndOpen(platform, token, game!)).playToken;
  });

  // The seed's agent tree has rounds of its own: count type04's.
  const roundsOfMember = () =>
    platform.services.db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .innerJoin(gameLaunches, eq(gameLaunches.id, gameRounds.launchId))
      .where(eq(gameLaunches.memberId, memberId))
      .then((rows) => rows.length);
  const mainBalance = async () => valueOf(await callPlatform(platform, contract.wallet.balance, { token })).wallets[0]!.balance;

  it('never overdraws under 20 concurrent bets worth twice the balance', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => spin(platform, playToken, `concurrent-${index}`, 100)));
    const won = results.filter((result) => result.envelope.success).map((result) => valueOf(result));
    const refused = results.filter((result) => !result.envelope.success).map((result) => errorOf(result).errorCode);
    expect(refused.every((code) => code === 'balance.insufficient')).toBe(true);
    expect(won.length).toBeGreaterThanOrEqual(10);
    const expected = 1_000 - won.length * 100 + won.reduce((sum, round) => sum + round.win, 0);
    expect(await mainBalance()).toBeCloseTo(expected, 2);
    expect(await mainBalance()).toBeGreaterThanOrEqual(0);
    expect(await roundsOfMember()).toBe(won.length);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('answers a replayed round id with the first outcome and no second debit', async () => {
    const first = valueOf(await spin(platform, playToken, 'replayed-round', 10));
    expect(first.replayed).toBe(false);
    const again = valueOf(await spin(platform, playToken, 'replayed-round', 10));
    expect(again).toEqual({ ...first, replayed: true });
    const together = await Promise.all(Array.from({ length: 5 }, () => spin(platform, playToken, 'concurrent-replay', 10)));
    expect(together.map((result) => valueOf(result).replayed).filter((replayed) => !replayed)).toHaveLength(1);
    expect(await platform.services.db.$count(postings, and(eq(postings.kind, 'bet'), eq(postings.memberId, memberId)))).toBe(2);
    expect(await mainBalance()).toBeCloseTo(1_000 - 20 + first.win + valueOf(together[0]!).win, 2);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('refuses a round id reused for another bet, and bets outside the table limits', async () => {
    valueOf(await spin(platform, playToken, 'first-bet-1', 10));
    expect(errorOf(await spin(platform, playToken, 'first-bet-1', 20)).errorCode).toBe('request_param_err');
    expect(errorOf(await spin(platform, playToken, 'too-small-1', 0.49)).errorCode).toBe('request_param_err');
    expect(errorOf(await spin(platform, playToken, 'too-large-1', 1_000.01)).errorCode).toBe('request_param_err');
    expect(errorOf(await spin(platform, playToken, 'bad', 1)).errorCode).toBe('request_param_err');
    expect(errorOf(await spin(platform, 'x'.repeat(43), 'unknown-token', 1)).errorCode).toBe('user.or.token.invalid');
  });

  it('refuses a bet the balance cannot cover, without a trace', async () => {
    valueOf(
      await callPlatform(platform, contract.wallet.transfer, {
        token,
        body: { transferId: 'drain-main-1', fromWallet: 'MAIN', toWallet: 'PG', amount: 999.5 },
      }),
    );
    expect(errorOf(await spin(platform, playToken, 'cannot-cover', 1)).errorCode).toBe('balance.insufficient');
    expect(await roundsOfMember()).toBe(0);
    expect(await mainBalance()).toBe(0.5);
  });
});
