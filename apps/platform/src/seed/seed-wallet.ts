import { inArray } from 'drizzle-orm';
import { ledger, members, postings, wallets } from '../db/schema';
import type { PlatformServices } from '../services';
import { seededRandom } from './random';
import { scopeMerchantIds, type SeedScope } from './scope';

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
export async function seedWallet(services: PlatformServices, scope: SeedScope): Promise<void> {
  const { db } = services;
  const random = seededRandom(7_301);
  const merchantIds = await scopeMerchantIds(services, scope);
  if (merchantIds.length === 0) return;
  const accounts = await db
    .select({ id: members.id, merchantId: members.merchantId, username: members.username, parentId: members.parentId })
    .from(members)
    .where(inArray(members.merchantId, merchantIds))
    .orderBy(members.id);
  const opening = accounts.flatMap((member) => {
    const balances = DEMO_BALANCES[member.username] ?? { MAIN: member.parentId ? random.int(50, 500) * 100 : OTHER_DEMO_MEMBER_BALANCE };
    return Object.entries(balances).map(([code, balance]) => ({ member, code, balance }));
  });
  const created = await db
    .insert(wallets)
    .values(opening.map(({ member, code, balance }) => ({ memberId: member.id, code, balance })))
    .returning({ id: wallets.id, memberId: wallets.memberId, balance: wallets.balance });
  const merchantOf = new Map(accounts.map((member) => [member.id, member.merchantId]));
  const funded = created.filter((wallet) => wallet.balance > 0);
  if (funded.length === 0) return;
  const now = services.now();
  // Bulk: one posting per opening balance, each balanced by the merchant's OPENING_BALANCES house account.
  const posted = await db
    .insert(postings)
    .values(
      funded.map((wallet) => ({
        merchantId: merchantOf.get(wallet.memberId)!,
        memberId: wallet.memberId,
        kind: 'seed' as const,
        idempotencyKey: `seed:${wallet.id}`,
        reference: 'opening balance',
        createdAt: now,
      })),
    )
    .returning({ id: postings.id, idempotencyKey: postings.idempotencyKey });
  const postingOf = new Map(posted.map((row) => [row.idempotencyKey, row.id]));
  await db.insert(ledger).values(
    funded.flatMap((wallet) => {
      const base = { postingId: postingOf.get(`seed:${wallet.id}`)!, merchantId: merchantOf.get(wallet.memberId)!, createdAt: now };
      return [
        { ...base, walletId: wallet.id, amount: wallet.balance, balanceAfter: wallet.balance },
        { ...base, houseAccount: 'OPENING_BALANCES' as const, amount: -wallet.balance },
      ];
    }),
  );
}
