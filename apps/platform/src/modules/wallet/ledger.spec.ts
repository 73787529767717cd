import { beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ledger, postings, wallets } from '../../db/schema';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn } from '../../testing/sign-in';
import { isUniqueViolation, post, type Leg } from './ledger';
import { checkLedger, ledgerIsSound } from './ledger-check';
import { walletsOutOfBalance } from './testing/ledger-check';
import { ensureWallet } from './wallets';

describe('double-entry postings', () => {
  let platform: TestPlatform;
  let walletId: number;
  let memberId: number;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    ({ memberId } = await signIn(platform, 'type04'));
    walletId = (await ensureWallet(platform.services.db, memberId, 'MAIN')).id;
  });

  const postLegs = (key: string, legs: Leg[], kind: 'bet' | 'win' = 'bet') =>
    platform.services.db.transaction((tx) => post(tx, { memberId, kind, idempotencyKey: key, now: platform.services.now(), legs }));
  const debit = (amount: number, key: string) =>
    postLegs(key, [
      { walletId, amount: -amount },
      { house: 'GAMES', amount },
    ]);
  const balance = async () => (await platform.services.db.select().from(wallets).where(eq(wallets.id, walletId)))[0]!.balance;

  it('lets concurrent debits take the balance to zero and no further', async () => {
    expect(await balance()).toBe(1_000_00);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, index) => debit(100_00, `test:${index}`)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ errorCode: 'balance.insufficient' });
    }
    expect(await balance()).toBe(0);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('applies an idempotency key once: a replay fails the whole transaction', async () => {
    await debit(10_00, 'test:once');
    const replay = await debit(10_00, 'test:once').catch((error: unknown) => error);
    expect(isUniqueViolation(replay)).toBe(true);
    expect(await balance()).toBe(990_00);
    expect(await platform.services.db.$count(postings, eq(postings.idempotencyKey, 'test:once'))).toBe(1);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('records both sides of each movement and the balance after it', async () => {
    await debit(1_50, 'test:a');
    await postLegs(
      'test:b',
      [
        { walletId, amount: 25 },
        { house: 'GAMES', amount: -25 },
      ],
      'win',
    );
    const rows = await platform.services.db
      .select({ kind: postings.kind, amount: ledger.amount, balanceAfter: ledger.balanceAfter, house: ledger.houseAccount })
      .from(ledger)
      .innerJoin(postings, eq(postings.id, ledger.postingId))
      .where(eq(postings.memberId, memberId))
      .orderBy(ledger.id);
    expect(rows).toEqual([
      { kind: 'seed', amount: 1_000_00, balanceAfter: 1_000_00, house: null },
      { kind: 'seed', amount: -1_000_00, balanceAfter: null, house: 'OPENING_BALANCES' },
      { kind: 'bet', amount: -1_50, balanceAfter: 998_50, house: null },
      { kind: 'bet', amount: 1_50, balanceAfter: null, house: 'GAMES' },
      { kind: 'win', amount: 25, balanceAfter: 998_75, house: null },
      { kind: 'win', amount: -25, balanceAfter: null, house: 'GAMES' },
    ]);
  });

  it('refuses legs that do not sum to zero, a single leg and a zero or fractional leg, moving nothing', async () => {
    await expect(
      postLegs('bad:1', [
        { walletId, amount: -5 },
        { house: 'GAMES', amount: 4 },
      ]),
    ).rejects.toThrow(/sum to 0/);
    await expect(
      postLegs('bad:2', [
        { house: 'GAMES', amount: 0 },
        { walletId, amount: 0 },
      ]),
    ).rejects.toThrow(/leg of 0/);
    await expect(
      postLegs('bad:3', [
        { walletId, amount: -0.5 },
        { house: 'GAMES', amount: 0.5 },
      ]),
    ).rejects.toThrow(/leg of -0.5/);
    await expect(postLegs('bad:4', [])).rejects.toThrow(/two or more/);
    expect(await balance()).toBe(1_000_00);
    expect(await platform.services.db.$count(postings, and(eq(postings.kind, 'bet'), eq(postings.memberId, memberId)))).toBe(0);
  });

  it('finds a wallet changed behind the ledger, an unbalanced posting and a broken running balance', async () => {
    await debit(10_00, 'test:c');
    expect(ledgerIsSound(await checkLedger(platform.services.db))).toBe(true);

    await platform.services.db.update(wallets).set({ balance: 5 }).where(eq(wallets.id, walletId));
    // The latest GAMES entry is test:c's (the seed's agent tree has bets of its own).
    const [entry] = await platform.services.db
      .select()
      .from(ledger)
      .where(eq(ledger.houseAccount, 'GAMES'))
      .orderBy(desc(ledger.id))
      .limit(1);
    await platform.services.db.update(ledger).set({ amount: 9_99 }).where(eq(ledger.id, entry!.id));
    const [walletEntry] = await platform.services.db.select().from(ledger).where(eq(ledger.walletId, walletId)).orderBy(ledger.id);
    await platform.services.db.update(ledger).set({ balanceAfter: 1 }).where(eq(ledger.id, walletEntry!.id));

    const check = await checkLedger(platform.services.db);
    expect(ledgerIsSound(check)).toBe(false);
    expect(check.walletsOutOfBalance).toEqual([expect.objectContaining({ walletId, balance: 5, entriesSum: 990_00 })]);
    expect(check.unbalancedPostings).toEqual([expect.objectContaining({ kind: 'bet', sum: -1 })]);
    expect(check.brokenRunningBalances).toEqual([{ entryId: walletEntry!.id, walletId }]);
  });
});
