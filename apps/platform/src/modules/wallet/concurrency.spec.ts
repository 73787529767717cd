import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { and, eq } from 'drizzle-orm';
import { postings, withdrawals } from '../../db/schema';
import { decideWithdrawal, setWithdrawLimits } from '../../admin/money-actions';
import { callPlatform, errorOf, valueOf, type CallResult } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { launchAndOpen, spin } from '../games/testing/launch-game';
import { signIn } from '../../testing/sign-in';
import { cardNumber, memberWithCard, PAYMENT_PASSWORD } from '../payment-password/testing/money-member';
import { walletsOutOfBalance } from './testing/ledger-check';

/*
 * Acceptance: many money calls at once against one member's balance, on PGlite and (TEST_DATABASE_URL)
 * PostgreSQL, where the calls really run in parallel on a pool of connections.
 */
describe('money under concurrency', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    // The seed allows three withdrawals a day; these tests ask for many more.
    await setWithdrawLimits(platform.services, { merchant: 'PLAYDECK', daily: 1_000 });
  });

  const balances = async (token: string) =>
    Object.fromEntries(
      valueOf(await callPlatform(platform, contract.wallet.balance, { token })).wallets.map((wallet) => [wallet.code, wallet.balance]),
    );
  const transfer = (token: string, transferId: string, body: Record<string, unknown>) =>
    callPlatform(platform, contract.wallet.transfer, { token, body: { transferId, ...body } });
  const withdraw = (token: string, requestId: string, bankCardId: number, amount: number) =>
    callPlatform(platform, contract.withdraw.request, {
      token,
      body: { requestId, bankCardId, amount, paymentPassword: PAYMENT_PASSWORD },
    });
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

  it(
    '200 withdrawals, transfers both ways and game bets against one balance leave no negative balance and sound books',
    { timeout: 60_000 },
    async () => {
      // type04 opens with 1,000.00 in MAIN; the withdrawals alone ask four times that. Transfers out and bets
      // together ask at most 600.00 of MAIN, so however the calls interleave (a withdrawal checks its payment
      // password first, so on a busy machine the quick calls may all land before any), at least four
      // withdrawals find their 100.00, and the operator has pending withdrawals to decide below.
      const { token } = await signIn(platform, 'type04');
      const cardId = await memberWithCard(platform, token);
      const playToken = await openDemoGame(token);
      const calls = Array.from({ length: 200 }, (_, index) => {
        switch (index % 5) {
          case 0:
            return transfer(token, `concurrent-out-${index}`, { fromWallet: 'MAIN', toWallet: 'PG', amount: 5 });
          case 1:
            return withdraw(token, `concurrent-withdraw-${index}`, cardId, 100);
          case 2:
            return transfer(token, `concurrent-back-${index}`, { fromWallet: 'PG', toWallet: 'MAIN', amount: 2 });
          default:
            return spin(platform, playToken, `concurrent-round-${index}`, 5);
        }
      });
      const results = (await Promise.all(calls)) as CallResult<never>[];
      const succeeded = expectSucceededOrInsufficient(results);
      expect(succeeded).toBeLessThan(200);

      const succeededAt = (kind: number) => results.filter((result, index) => index % 5 === kind && result.envelope.success);
      const rounds = results.flatMap((result, index) =>
        index % 5 >= 3 && result.envelope.success ? [result.envelope.value as { bet: number; win: number }] : [],
      );
      const held = succeededAt(1).length * 100_00;
      expect(held).toBeGreaterThanOrEqual(4 * 100_00);
      const after = await balances(token);
      expect(after.MAIN).toBeGreaterThanOrEqual(0);
      expect(after.PG).toBeGreaterThanOrEqual(0);
      // Transfers move money between the wallets; bets, wins and held withdrawals change the member's total.
      const played = rounds.reduce((sum, round) => sum + Math.round(round.bet * 100) - Math.round(round.win * 100), 0);
      expect(Math.round(after.MAIN! * 100) + Math.round(after.PG! * 100)).toBe(1_000_00 - played - held);
      expect(await walletsOutOfBalance(platform)).toEqual([]);

      // The operator decides every pending withdrawal at once, each twice: rejected ones come back once.
      const pending = await platform.services.db.select().from(withdrawals).where(eq(withdrawals.status, 'PENDING'));
      expect(pending).toHaveLength(held / 100_00);
      const decide = (row: (typeof pending)[number], index: number) =>
        decideWithdrawal(platform.services, row.reference, index % 2 ? 'reject' : 'approve').then(
          () => 'decided',
          (error: unknown) => (error as Error).message,
        );
      const decisions = await Promise.all([...pending.map(decide), ...pending.map(decide)]);
      expect(decisions.filter((decision) => decision === 'decided')).toHaveLength(pending.length);
      const rejected = pending.filter((_, index) => index % 2).length * 100_00;
      const decided = await balances(token);
      expect(Math.round(decided.MAIN! * 100) + Math.round(decided.PG! * 100)).toBe(1_000_00 - played - held + rejected);
      expect(await walletsOutOfBalance(platform)).toEqual([]);
    },
  );

  it('applies a repeated transfer id, round id or withdrawal request id once, however many times it arrives together', async () => {
    const { token, memberId } = await signIn(platform, 'type04');
    const playToken = await openDemoGame(token);
    const cardId = await memberWithCard(platform, token);
    const [transfers, rounds, withdrawn] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, () => transfer(token, 'repeated-transfer', { fromWallet: 'MAIN', toWallet: 'PG', amount: 100 })),
      ),
      Promise.all(Array.from({ length: 20 }, () => spin(platform, playToken, 'repeated-round', 10))),
      Promise.all(Array.from({ length: 20 }, () => withdraw(token, 'repeated-withdrawal', cardId, 200))),
    ]);
    for (const result of transfers) valueOf(result);
    expect(new Set(withdrawn.map((result) => valueOf(result).reference)).size).toBe(1);
    expect(await platform.services.db.$count(postings, eq(postings.kind, 'withdraw_hold'))).toBe(1);
    const outcomes = rounds.map((result) => valueOf(result));
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    const outcome = outcomes[0]!;
    expect(await platform.services.db.$count(postings, eq(postings.kind, 'transfer'))).toBe(1);
    expect(await platform.services.db.$count(postings, and(eq(postings.kind, 'bet'), eq(postings.memberId, memberId)))).toBe(1);
    expect(await balances(token)).toEqual({ MAIN: 1_000 - 100 - 10 - 200 + outcome.win, PG: 100 });
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it("never lets member A move member B's money, even naming B's wallets, card and ids", async () => {
    const a = await signIn(platform, 'type04');
    const b = await signIn(platform, 'member01');
    const aCard = await memberWithCard(platform, a.token);
    const bCard = await memberWithCard(platform, b.token, cardNumber('970436009876543'));
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
    // B's card in A's withdrawal is no card of A's; the same request id is each member's own.
    const cards = await Promise.all([
      ...Array.from({ length: 5 }, () => withdraw(a.token, 'shared-withdrawal', bCard, 100)),
      withdraw(b.token, 'shared-withdrawal', bCard, 100),
      withdraw(a.token, 'a-withdrawal-1', aCard, 100),
    ]);
    for (const result of cards.slice(0, 5)) expect(errorOf(result).errorCode).toBe('bankcard.not.found');
    valueOf(cards[5]!);
    valueOf(cards[6]!);
    expect(await balances(a.token)).toEqual({ MAIN: 900 });
    expect(await balances(b.token)).toEqual({ MAIN: 4_899, JL: 36.25, PG: 120.5 });
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });
});
