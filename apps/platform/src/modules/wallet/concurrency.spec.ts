import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { eq } from 'drizzle-orm';
import { postings } from '../../db/schema';
import { callPlatform, errorOf, valueOf, type CallResult } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { launchAndOpen, spin } from '../games/testing/launch-game';
import { signIn } from '../games/testing/sign-in';
import { walletsOutOfBalance } from './testing/ledger-check';

/*
 * Acceptance: many money calls at once against one member's balance, on PGlite and (TEST_DATABASE_URL)
 * PostgreSQL, where the calls really run in parallel on a pool of connections.
 */
describe('money under concurrency', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const balances = async (token: string) =>
    Object.fromEntries(
      valueOf(await callPlatform(platform, contract.wallet.balance, { token })).wallets.map((wallet) => [wallet.code, wallet.balance]),
    );
  const transfer = (token: string, transferId: string, body: Record<string, unknown>) =>
    callPlatform(platform, contract.wallet.transfer, { token, body: { transferId, ...body } });
  const openDemoGame = async (token: string) => {
    const [game] = valueOf(
      await callPlatform(platform, contract.games.gameList, { query: { gameType: 'RNG', minBet: 0.5, pageSize: 1 } }),
    ).games;
    return (await launchAndOpen(platform, token, game!)).playToken;
  };
  /** Every answer is a success or a refusal for want of balance: never a lost update, a deadlock or a 500. */
  const expectSucceededOrInsufficient = (results: CallResult<never>[]) => {
    const refusals = results.filter((result) => !result.envelope.success).map((result) => errorOf(result));
    expect(refusals.filter((refusal) => refusal.errorCode !== 'balance.insufficient')).toEqual([]);
    return results.length - refusals.length;
  };

  it('200 transfers both ways and game bets against one balance leave no negative balance and sound books', async () => {
    // type04 opens with 1,000.00 in MAIN; the calls ask for far more than that.
    const { token } = await signIn(platform, 'type04');
    const playToken = await openDemoGame(token);
    const calls = Array.from({ length: 200 }, (_, index) => {
      switch (index % 5) {
        case 0:
        case 1:
          return transfer(token, `concurrent-out-${index}`, { fromWallet: 'MAIN', toWallet: 'PG', amount: 25 });
        case 2:
          return transfer(token, `concurrent-back-${index}`, { fromWallet: 'PG', toWallet: 'MAIN', amount: 10 });
        default:
          return spin(platform, playToken, `concurrent-round-${index}`, 15);
      }
    });
    const results = (await Promise.all(calls)) as CallResult<never>[];
    const succeeded = expectSucceededOrInsufficient(results);
    expect(succeeded).toBeGreaterThan(40);
    expect(succeeded).toBeLessThan(200);

    const rounds = results.flatMap((result, index) =>
      index % 5 >= 3 && result.envelope.success ? [result.envelope.value as { bet: number; win: number }] : [],
    );
    const after = await balances(token);
    expect(after.MAIN).toBeGreaterThanOrEqual(0);
    expect(after.PG).toBeGreaterThanOrEqual(0);
    // Transfers move money between the wallets; only bets and wins change the member's total.
    const expected = 1_000_00 - rounds.reduce((sum, round) => sum + Math.round(round.bet * 100) - Math.round(round.win * 100), 0);
    expect(Math.round(after.MAIN! * 100) + Math.round(after.PG! * 100)).toBe(expected);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('applies a repeated transfer id or round id once, however many times it arrives together', async () => {
    const { token } = await signIn(platform, 'type04');
    const playToken = await openDemoGame(token);
    const [transfers, rounds] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, () => transfer(token, 'repeated-transfer', { fromWallet: 'MAIN', toWallet: 'PG', amount: 100 })),
      ),
      Promise.all(Array.from({ length: 20 }, () => spin(platform, playToken, 'repeated-round', 10))),
    ]);
    for (const result of transfers) valueOf(result);
    const outcomes = rounds.map((result) => valueOf(result));
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    const outcome = outcomes[0]!;
    expect(await platform.services.db.$count(postings, eq(postings.kind, 'transfer'))).toBe(1);
    expect(await platform.services.db.$count(postings, eq(postings.kind, 'bet'))).toBe(1);
    expect(await balances(token)).toEqual({ MAIN: 1_000 - 100 - 10 + outcome.win, PG: 100 });
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it("never lets member A move member B's money, even naming B's wallets and transfer ids", async () => {
    const a = await signIn(platform, 'type04');
    const b = await signIn(platform, 'member01');
    const before = await balances(b.token);
    expect(before).toEqual({ MAIN: 5_000, JL: 35.25, PG: 120.5 });
    // A has no PG money: A's transfer from PG is refused; B's own transfer with the same id applies to B only.
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => transfer(a.token, 'shared-transfer-id', { fromWallet: 'PG', toWallet: 'MAIN', amount: 100 })),
      ...Array.from({ length: 10 }, (_, index) => transfer(a.token, `a-recall-${index}`, { fromWallet: 'ALL', toWallet: 'MAIN' })),
      transfer(b.token, 'shared-transfer-id', { fromWallet: 'MAIN', toWallet: 'JL', amount: 1 }),
    ]);
    for (const result of results.slice(0, 10)) expect(errorOf(result).errorCode).toBe('balance.insufficient');
    for (const result of results.slice(10)) valueOf(result);
    expect(await balances(a.token)).toEqual({ MAIN: 1_000 });
    expect(await balances(b.token)).toEqual({ MAIN: 4_999, JL: 36.25, PG: 120.5 });
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });
});
