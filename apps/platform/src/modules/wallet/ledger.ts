import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { ledger, members, postings, wallets, type HouseAccount, type LedgerKind } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';

export type { HouseAccount, LedgerKind };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One side of a posting, in minor units (negative debits): a member's wallet or a house account. */
export type Leg = { walletId: number; amount: number } | { house: HouseAccount; amount: number };

export interface Posting {
  /** Whose house accounts take the other side; by default the merchant of the first wallet leg's member. */
  merchantId?: number;
  /** The member whose wallets move, when any. */
  memberId?: number;
  kind: LedgerKind;
  /** Unique forever: the same key can never move money twice. */
  idempotencyKey: string;
  reference?: string;
  now: Date;
  legs: Leg[];
}

function checkLegs(posting: Posting): void {
  let sum = 0;
  for (const leg of posting.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) throw new Error(`${posting.kind}: a leg of ${leg.amount} minor units`);
    sum += leg.amount;
  }
  if (posting.legs.length < 2 || sum !== 0) throw new Error(`${posting.kind}: legs must be two or more and sum to 0 (sum ${sum})`);
}

/**
 * Records one double-entry posting inside the caller's transaction: its row (whose unique key fails the
 * whole transaction on a replay, even a concurrent one), then each leg. A member-wallet leg is a
 * conditional UPDATE that cannot take the balance below zero (a debit of x applies only WHERE balance >= x,
 * so concurrent debits cannot overdraw; the row lock orders them). Answers each wallet's balance after.
 */
export async function post(tx: Tx, posting: Posting): Promise<Map<number, number>> {
  checkLegs(posting);
  const merchantId = posting.merchantId ?? (await merchantOfWallets(tx, posting.legs));
  const [row] = await tx
    .insert(postings)
    .values({
      merchantId,
      memberId: posting.memberId,
      kind: posting.kind,
      idempotencyKey: posting.idempotencyKey,
      reference: posting.reference,
      createdAt: posting.now,
    })
    .returning({ id: postings.id });
  const balances = new Map<number, number>();
  for (const leg of posting.legs) {
    const base = { postingId: row!.id, merchantId, amount: leg.amount, createdAt: posting.now };
    if ('house' in leg) {
      await tx.insert(ledger).values({ ...base, houseAccount: leg.house });
      continue;
    }
    const [updated] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${leg.amount}`, updatedAt: posting.now })
      .where(and(eq(wallets.id, leg.walletId), sql`${wallets.balance} >= ${-leg.amount}`))
      .returning({ balance: wallets.balance });
    if (!updated) throw new PlatformError('balance.insufficient', { status: 400 });
    await tx.insert(ledger).values({ ...base, walletId: leg.walletId, balanceAfter: updated.balance });
    balances.set(leg.walletId, updated.balance);
  }
  return balances;
}

async function merchantOfWallets(tx: Tx, legs: Leg[]): Promise<number> {
  const walletLeg = legs.find((leg) => 'walletId' in leg);
  if (!walletLeg || !('walletId' in walletLeg)) throw new Error('a posting without wallet legs names its merchant');
  const [found] = await tx
    .select({ merchantId: members.merchantId })
    .from(wallets)
    .innerJoin(members, eq(members.id, wallets.memberId))
    .where(eq(wallets.id, walletLeg.walletId));
  if (!found) throw new Error(`no wallet ${walletLeg.walletId}`);
  return found.merchantId;
}

/** Has a posting with this key been applied? (A replay check before doing work; the unique key is the guarantee.) */
export async function isPosted(db: Db | Tx, idempotencyKey: string): Promise<boolean> {
  const [found] = await db.select({ id: postings.id }).from(postings).where(eq(postings.idempotencyKey, idempotencyKey)).limit(1);
  return !!found;
}

/** A unique-constraint violation (23505), however the driver wraps it: the sign of a concurrent replay. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
