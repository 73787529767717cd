import { and, desc, eq, type SQL } from 'drizzle-orm';
import { minorToWire, wireToMinor } from '@playdeck/api';
import { members, merchants, rewardApplications, rewardOffers, REWARD_APPLICATION_STATES } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import { UNDECIDED_STATES } from '../modules/rewards/applications';
import type { PlatformServices } from '../services';

export const REWARD_DECISIONS = ['approve', 'reject', 'issue'] as const;
export type RewardDecision = (typeof REWARD_DECISIONS)[number];
export type RewardState = (typeof REWARD_APPLICATION_STATES)[number];
export { REWARD_APPLICATION_STATES };

/** What the reward commands answer: the bonus in major units, times in ISO text. */
export interface AdminRewardApplication {
  applicationId: string;
  merchant: string;
  username: string;
  offer: string;
  state: RewardState;
  bonus: number | null;
  remark: string;
  images: number;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface RewardDecisionRequest {
  applicationId: string;
  decision: RewardDecision;
  /** issue: the bonus in major units (at most 2 decimals). */
  amount?: number;
  /** reject: why, shown to the member. */
  reason?: string;
}

const notFound = (message: string) => new PlatformError('not.found', { status: 404, message });
const refused = (message: string) => new PlatformError('request_param_err', { status: 409, message });
const badInput = (message: string) => new PlatformError('request_param_err', { status: 400, message });

async function applications(services: PlatformServices, where: SQL | undefined): Promise<AdminRewardApplication[]> {
  const rows = await services.db
    .select({ application: rewardApplications, merchant: merchants.code, username: members.username, titles: rewardOffers.titles })
    .from(rewardApplications)
    .innerJoin(merchants, eq(merchants.id, rewardApplications.merchantId))
    .innerJoin(members, eq(members.id, rewardApplications.memberId))
    .innerJoin(rewardOffers, eq(rewardOffers.id, rewardApplications.offerId))
    .where(where)
    .orderBy(desc(rewardApplications.createdAt), desc(rewardApplications.id))
    .limit(200);
  return rows.map(({ application, merchant, username, titles }) => ({
    applicationId: application.reference,
    merchant,
    username,
    offer: titles.EN,
    state: application.state,
    bonus: application.bonus === null ? null : minorToWire(application.bonus),
    remark: application.remark,
    images: application.uploadIds.length,
    rejectReason: application.rejectReason,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
  }));
}

/** The latest 200 applications, newest first, of one merchant and/or state. */
export async function listRewardApplications(
  services: PlatformServices,
  filter: { merchant?: string; state?: RewardState },
): Promise<AdminRewardApplication[]> {
  const conditions: SQL[] = [];
  if (filter.merchant) conditions.push(eq(merchants.code, filter.merchant));
  if (filter.state) conditions.push(eq(rewardApplications.state, filter.state));
  return applications(services, and(...conditions));
}

function bonusOf(amount: number | undefined): number {
  if (amount === undefined) throw badInput('issue needs --amount (major units, e.g. 25.5)');
  if (!(Number.isFinite(amount) && amount > 0 && amount <= 1_000_000_000) || minorToWire(wireToMinor(amount)) !== amount) {
    throw badInput(`--amount is a positive amount with at most 2 decimals, got ${amount}`);
  }
  return wireToMinor(amount);
}

/**
 * The operator's decision on an undecided application (APPLYING, PROCESS or JOINED): approve (a promotion
 * goes to PROCESS, a club benefit to JOINED; only from APPLYING), issue a bonus (ISSUED, the member may claim
 * it) or reject with a reason (REJECTED). The row is locked, so a decision on a decided application, even a
 * concurrent one, is refused.
 */
export async function decideRewardApplication(services: PlatformServices, request: RewardDecisionRequest): Promise<AdminRewardApplication> {
  const now = services.now();
  const change =
    request.decision === 'issue'
      ? { state: 'ISSUED' as const, bonus: bonusOf(request.amount) }
      : request.decision === 'reject'
        ? { state: 'REJECTED' as const, rejectReason: rejectReasonOf(request.reason) }
        : null;
  await services.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ application: rewardApplications, kind: rewardOffers.kind })
      .from(rewardApplications)
      .innerJoin(rewardOffers, eq(rewardOffers.id, rewardApplications.offerId))
      .where(eq(rewardApplications.reference, request.applicationId))
      .for('update', { of: rewardApplications });
    if (!found) throw notFound(`no reward application ${request.applicationId}`);
    const { state } = found.application;
    if (!(UNDECIDED_STATES as readonly string[]).includes(state)) throw refused(`application ${request.applicationId} is already ${state}`);
    if (request.decision === 'approve' && state !== 'APPLYING') throw refused(`application ${request.applicationId} is already ${state}`);
    const approved = { state: found.kind === 'CLUB_BENEFIT' ? ('JOINED' as const) : ('PROCESS' as const) };
    await tx
      .update(rewardApplications)
      .set({ ...(change ?? approved), decidedAt: now })
      .where(eq(rewardApplications.id, found.application.id));
  });
  const [decided] = await applications(services, eq(rewardApplications.reference, request.applicationId));
  return decided!;
}

function rejectReasonOf(reason: string | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length === 0 || trimmed.length > 200) throw badInput('reject needs --reason (1 to 200 characters)');
  return trimmed;
}
