import { eq } from 'drizzle-orm';
import { ledger, members, merchants, wallets } from '../db/schema';
import type { PlatformServices } from '../services';
import { seededRandom } from './random';

const DEMO_BALANCES: Record<string, Record<string, number>> = {
  member01: { MAIN: 5_000_00, PG: 120_50, JL: 35_25 },
  agent01: { MAIN: 10_000_00 },
  agent02: { MAIN: 10_000_00 },
};
const OTHER_DEMO_MEMBER_BALANCE = 1_000_00;

/**
 * Opening balances for every member of the real merchants: the demo members' known amounts, team members
 * a deterministic few hundred. Each opening balance is a ledger row, so ledgers always sum to balances.
 */
export async function seedWallet(services: PlatformServices): Promise<void> {
  const { db } = services;
  const random = seededRandom(7_301);
  const accounts = await db
    .select({ id: members.id, username: members.username, parentId: members.parentId })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(merchants.isTrial, false))
    .orderBy(members.id);
  const opening = accounts.flatMap((member) => {
    const balances = DEMO_BALANCES[member.username] ?? { MAIN: member.parentId ? random.int(50, 500) * 100 : OTHER_DEMO_MEMBER_BALANCE };
    return Object.entries(balances).map(([code, balance]) => ({ memberId: member.id, code, balance }));
  });
  const created = await db.insert(wallets).values(opening).returning({ id: wallets.id, balance: wallets.balance });
  const now = services.now();
  await db.insert(ledger).values(
    created
      .filter((wallet) => wallet.balance > 0)
      .map((wallet) => ({
        walletId: wallet.id,
        amount: wallet.balance,
        balanceAfter: wallet.balance,
        kind: 'seed' as const,
        idempotencyKey: `seed:${wallet.id}`,
        reference: 'opening balance',
        createdAt: now,
      })),
  );
}
