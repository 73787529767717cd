import { and, eq, inArray } from 'drizzle-orm';
import type { contract, RewardApplication } from '@playdeck/api';
import type { Db } from '../../db/database';
import { rewardApplications, rewardOffers } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { ParsedBody } from '../../http/register-call';
import type { CallContext } from '../../http/request-context';
import { historyPage } from '../deposit/history-page';
import { moneyReference, nextId } from '../deposit/money-reference';
import { realMerchantId } from '../games/real-merchant';
import { useUploads } from '../../uploads/uploads';
import { lockMoneyProfile } from '../payment-password/money-profile';
import type { Tx } from '../wallet/ledger';
import { merchantCurrency } from '../wallet/wallet-view';
import { applicationView, availabilityOf, type ApplicationRow, type OfferRow } from './reward-views';

type ApplyBody = ParsedBody<typeof contract.rewards.apply>;

/** States from which the operator may still decide (approve, issue or reject); a live application blocks a new one. */
export const UNDECIDED_STATES = ['APPLYING', 'PROCESS', 'JOINED'] as const;
const LIVE_STATES = [...UNDECIDED_STATES, 'ISSUED', 'CLAIMED'] as const;

/** The member's application with this id, with its offer; other members' (and merchants') do not exist here. */
export async function memberApplication(db: Db | Tx, memberId: number, reference: string, lock = false) {
  const query = db
    .select({ application: rewardApplications, offer: rewardOffers })
    .from(rewardApplications)
    .innerJoin(rewardOffers, eq(rewardOffers.id, rewardApplications.offerId))
    .where(and(eq(rewardApplications.memberId, memberId), eq(rewardApplications.reference, reference)));
  const [found] = lock ? await query.for('update', { of: rewardApplications }) : await query;
  return found;
}

export async function applicationsPage(ctx: CallContext, pageNo: number, pageSize: number) {
  const { db } = ctx.services;
  const { rows, page } = await historyPage(db, rewardApplications, ctx.member!.id, { pageNo, pageSize }, (mine) =>
    db
      .select({ application: rewardApplications, offer: rewardOffers })
      .from(rewardApplications)
      .innerJoin(rewardOffers, eq(rewardOffers.id, rewardApplications.offerId))
      .where(mine)
      .$dynamic(),
  );
  return {
    ...(await merchantCurrency(db, realMerchantId(ctx.merchant))),
    list: rows.map((row) => applicationView(row.application, row.offer, ctx.language)),
    pageNum: pageNo,
    totalPages: page.totalPages,
  };
}

async function previousApplication(db: Db | Tx, memberId: number, body: ApplyBody): Promise<ApplicationRow | undefined> {
  const [previous] = await db
    .select()
    .from(rewardApplications)
    .where(and(eq(rewardApplications.memberId, memberId), eq(rewardApplications.requestId, body.requestId)));
  const same =
    previous && previous.offerId === body.offerId && previous.remark === body.remark && previous.uploadIds.join() === body.uploadIds.join();
  if (previous && !same) throw new PlatformError('request.id.reused', { status: 409 });
  return previous;
}

async function openOffer(db: Db | Tx, merchantId: number, offerId: number, now: Date): Promise<OfferRow> {
  const [offer] = await db
    .select()
    .from(rewardOffers)
    .where(and(eq(rewardOffers.id, offerId), eq(rewardOffers.merchantId, merchantId)));
  if (!offer) throw new PlatformError('reward.offer.not.found', { status: 404, value: { field: 'offerId' } });
  if (availabilityOf(offer, now) !== 'OPEN') throw new PlatformError('reward.offer.not.open', { status: 409 });
  return offer;
}

/**
 * Applies for an open offer of the member's merchant with a remark and the member's own unused uploads.
 * The member's money lock orders their applications, so two at once cannot both pass the one-live check.
 */
export async function apply(ctx: CallContext, body: ApplyBody): Promise<RewardApplication> {
  const { services } = ctx;
  const member = ctx.member!;
  const merchantId = realMerchantId(ctx.merchant);
  const view = async (row: ApplicationRow) => applicationView(row, await offerById(services.db, row.offerId), ctx.language);
  const repeated = await previousApplication(services.db, member.id, body);
  if (repeated) return view(repeated);
  const row = await services.db.transaction(async (tx) => {
    await lockMoneyProfile(tx, member.id);
    const raced = await previousApplication(tx, member.id, body);
    if (raced) return raced;
    const now = services.now();
    const offer = await openOffer(tx, merchantId, body.offerId, now);
    const [live] = await tx
      .select({ id: rewardApplications.id })
      .from(rewardApplications)
      .where(
        and(
          eq(rewardApplications.memberId, member.id),
          eq(rewardApplications.offerId, offer.id),
          inArray(rewardApplications.state, [...LIVE_STATES]),
        ),
      )
      .limit(1);
    if (live) throw new PlatformError('reward.already.applied', { status: 409 });
    const id = await nextId(tx, 'reward_applications');
    const reference = moneyReference('R', now, id);
    await useUploads(tx, { merchantId, memberId: member.id }, body.uploadIds, `reward:${reference}`, 'uploadIds');
    const [created] = await tx
      .insert(rewardApplications)
      .values({
        id,
        merchantId,
        memberId: member.id,
        offerId: offer.id,
        reference,
        requestId: body.requestId,
        remark: body.remark,
        uploadIds: body.uploadIds,
        createdAt: now,
      })
      .returning();
    return created!;
  });
  return view(row);
}

async function offerById(db: Db | Tx, offerId: number): Promise<OfferRow> {
  const [offer] = await db.select().from(rewardOffers).where(eq(rewardOffers.id, offerId));
  return offer!;
}
