import { eq } from 'drizzle-orm';
import type { contract, RewardApplication } from '@playdeck/api';
import { rewardApplications } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { ParsedBody } from '../../http/register-call';
import type { CallContext } from '../../http/request-context';
import { realMerchantId } from '../games/real-merchant';
import { post } from '../wallet/ledger';
import { ensureWallet, MAIN_WALLET } from '../wallet/wallets';
import { memberApplication } from './applications';
import { applicationView } from './reward-views';

type ClaimBody = ParsedBody<typeof contract.rewards.claim>;

const notFound = () => new PlatformError('reward.application.not.found', { status: 404, value: { field: 'applicationId' } });

/**
 * Pays an ISSUED application's bonus into the member's MAIN wallet (house BONUS → MAIN, one posting keyed
 * by the application) and marks it CLAIMED. The application row is locked, so of concurrent claims one
 * pays and the others find it CLAIMED: a repeat of the paying request answers the claimed application,
 * any other claim is refused. Only the member's own application exists here.
 */
export async function claim(ctx: CallContext, body: ClaimBody): Promise<RewardApplication> {
  const { services } = ctx;
  const member = ctx.member!;
  const merchantId = realMerchantId(ctx.merchant);
  return services.db.transaction(async (tx) => {
    const found = await memberApplication(tx, member.id, body.applicationId, true);
    if (!found || found.application.merchantId !== merchantId) throw notFound();
    const { application, offer } = found;
    if (application.state === 'CLAIMED' && application.claimRequestId === body.requestId) {
      return applicationView(application, offer, ctx.language);
    }
    if (application.state !== 'ISSUED' || application.bonus === null) throw new PlatformError('reward.not.claimable', { status: 409 });
    const now = services.now();
    const main = await ensureWallet(tx, member.id, MAIN_WALLET);
    await post(tx, {
      merchantId,
      memberId: member.id,
      kind: 'bonus',
      idempotencyKey: `reward:${application.reference}:claim`,
      reference: application.reference,
      now,
      legs: [
        { house: 'BONUS', amount: -application.bonus },
        { walletId: main.id, amount: application.bonus },
      ],
    });
    const [claimed] = await tx
      .update(rewardApplications)
      .set({ state: 'CLAIMED', claimRequestId: body.requestId, claimedAt: now })
      .where(eq(rewardApplications.id, application.id))
      .returning();
    return applicationView(claimed!, offer, ctx.language);
  });
}
