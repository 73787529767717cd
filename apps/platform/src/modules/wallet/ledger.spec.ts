import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledger, wallets } from '../../db/schema';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn } from '../games/testing/sign-in';
import { applyMovement, isUniqueViolation } from './ledger';
import { walletsOutOfBalance } from './testing/ledger-check';
import { ensureWallet } from './wallets';

describe('applyMovement', () => {
  let platform: TestPlatform;
  let walletId: number;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    const { memberId } = await signIn(platform, 'type04');
    walletId = (await ensureWallet(platform.services.db, memberId, 'MAIN')).id;
  });

  const debit = (amount: number, key: string) =>
    platform.services.db.transaction((tx) =>
      applyMovement(tx, { walletId, amount: -amount, kind: 'bet', idempotencyKey: key, now: platform.services.now() }),
    );
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
    expect(await platform.services.db.$count(ledger, eq(ledger.idempotencyKey, 'test:once'))).toBe(1);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('records the balance after each movement', async () => {
    await debit(1_50, 'test:a');
    await platform.services.db.transaction((tx) =>
      applyMovement(tx, { walletId, amount: 25, kind: 'win', idempotencyKey: 'test:b', now: platform.services.now() }),
    );
    const rows = await platform.services.db.select().from(ledger).where(eq(ledger.walletId, walletId)).orderBy(ledger.id);
    expect(rows.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['seed', 1_000_00, 1_000_00],
      ['bet', -1_50, 998_50],
      ['win', 25, 998_75],
    ]);
  });
});
