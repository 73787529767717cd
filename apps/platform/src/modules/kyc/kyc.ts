import { eq } from 'drizzle-orm';
import { ageOn, type BodyOf, type contract, type Kyc, type KycDocuments, type KycFields } from '@playdeck/api';
import type { Db } from '../../db/database';
import { memberKyc, memberMoneyProfiles } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { CallContext, Merchant } from '../../http/request-context';
import type { PlatformServices } from '../../services';
import { releaseUploads, useUploads, type UploadOwner } from '../../uploads/uploads';
import { lockMoneyProfile } from '../payment-password/money-profile';
import type { Tx } from '../wallet/ledger';
import { isPast } from './age';

export type KycRow = typeof memberKyc.$inferSelect;
type Submission = BodyOf<typeof contract.kyc.submit>;

/** The record name the KYC's images are used by (uploads.usedBy). */
export const kycUsage = (memberId: number) => `kyc:${memberId}`;

/** brand.json's minimumAge of the merchant's brand (18 unless the brand says 21). */
export function minimumAgeOf(services: PlatformServices, merchant: Merchant): number {
  return services.brands.find((brand) => brand.config.id === merchant.brandId)?.config.minimumAge ?? 18;
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');

function fieldsOf(row: KycRow): KycFields {
  const { realName, idNumber, birthday, placeOfBirth, nationality, address, permanentAddress, currentAddress, occupation, sourceOfIncome } =
    row;
  return { realName, idNumber, birthday, placeOfBirth, nationality, address, permanentAddress, currentAddress, occupation, sourceOfIncome };
}

const documentsOf = (row: KycRow): KycDocuments => ({
  idFront: row.idFrontUploadId,
  idBack: row.idBackUploadId,
  selfie: row.selfieUploadId,
});

export function kycView(row: KycRow | undefined, minimumAge: number): Kyc {
  if (!row) {
    return {
      status: 'NOT_SUBMITTED',
      minimumAge,
      fields: null,
      documents: null,
      rejectReason: null,
      submittedAt: null,
      decidedAt: null,
      editable: true,
    };
  }
  return {
    status: row.status,
    minimumAge,
    fields: fieldsOf(row),
    documents: documentsOf(row),
    rejectReason: row.status === 'REJECTED' ? row.rejectReason : null,
    submittedAt: row.submittedAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
    editable: row.status === 'REJECTED',
  };
}

export async function kycRowOf(db: Db | Tx, memberId: number, forUpdate = false): Promise<KycRow | undefined> {
  const query = db.select().from(memberKyc).where(eq(memberKyc.memberId, memberId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function memberKycView(ctx: CallContext): Promise<Kyc> {
  return kycView(await kycRowOf(ctx.services.db, ctx.member!.id), minimumAgeOf(ctx.services, ctx.merchant));
}

function checkBirthday(services: PlatformServices, merchant: Merchant, birthday: string): void {
  const today = services.now();
  if (!isPast(birthday, today)) {
    throw new PlatformError('request_param_err', { message: 'birthday: in the future', value: { field: 'birthday' } });
  }
  const minimumAge = minimumAgeOf(services, merchant);
  if (ageOn(birthday, today) < minimumAge) {
    throw new PlatformError('kyc.age.under', { message: `at least ${minimumAge} years old`, value: { field: 'birthday' } });
  }
}

/**
 * Submits (or, after a rejection, resubmits) the member's KYC for review. Under the row's lock: nothing
 * changes while one is under review or once verified; the images must be the member's own, unused by any
 * other record; images of the previous submission that are not named again are freed.
 */
export async function submitKyc(ctx: CallContext, body: Submission): Promise<Kyc> {
  const { services, merchant } = ctx;
  const member = ctx.member!;
  checkBirthday(services, merchant, body.birthday);
  const owner: UploadOwner = { merchantId: merchant.id, memberId: member.id };
  const usage = kycUsage(member.id);
  const { documents, ...fields } = body;
  const values = {
    ...fields,
    realName: normalised(fields.realName),
    idNumber: fields.idNumber.toUpperCase(),
    placeOfBirth: normalised(fields.placeOfBirth),
    nationality: normalised(fields.nationality),
    occupation: normalised(fields.occupation),
    sourceOfIncome: normalised(fields.sourceOfIncome),
    idFrontUploadId: documents.idFront,
    idBackUploadId: documents.idBack,
    selfieUploadId: documents.selfie,
    status: 'UNDER_REVIEW' as const,
    rejectReason: null,
    submittedAt: services.now(),
    decidedAt: null,
  };
  const row = await services.db.transaction(async (tx) => {
    const current = await kycRowOf(tx, member.id, true);
    if (current?.status === 'UNDER_REVIEW') throw new PlatformError('kyc.under.review', { status: 409 });
    if (current?.status === 'VERIFIED') throw new PlatformError('kyc.verified', { status: 409 });
    const named = Object.entries(documents);
    await useUploads(tx, owner, Object.values(documents), usage, (id) => `documents.${named.find(([, upload]) => upload === id)![0]}`);
    await releaseUploads(tx, usage, Object.values(documents));
    const [saved] = await tx
      .insert(memberKyc)
      .values({ memberId: member.id, merchantId: merchant.id, ...values })
      .onConflictDoUpdate({ target: memberKyc.memberId, set: values })
      .returning();
    return saved!;
  });
  return kycView(row, minimumAgeOf(services, merchant));
}

export type KycDecision = { decision: 'verify' } | { decision: 'reject'; reason: string };

/**
 * The operator's decision on a KYC under review. Verifying makes the KYC's real name the account's real
 * name (the money profile's, which bank card payees must match), under the member's money lock.
 */
export async function decideKyc(services: PlatformServices, memberId: number, decision: KycDecision): Promise<KycRow> {
  return services.db.transaction(async (tx) => {
    const current = await kycRowOf(tx, memberId, true);
    if (!current) throw new PlatformError('not.found', { status: 404, message: 'no KYC submitted' });
    if (current.status !== 'UNDER_REVIEW') {
      throw new PlatformError('request_param_err', { status: 409, message: `the KYC is ${current.status}, not under review` });
    }
    const decidedAt = services.now();
    if (decision.decision === 'verify') {
      await lockMoneyProfile(tx, memberId);
      await tx.update(memberMoneyProfiles).set({ realName: current.realName }).where(eq(memberMoneyProfiles.memberId, memberId));
    }
    const [decided] = await tx
      .update(memberKyc)
      .set(
        decision.decision === 'verify'
          ? { status: 'VERIFIED', decidedAt, rejectReason: null }
          : { status: 'REJECTED', decidedAt, rejectReason: normalised(decision.reason) },
      )
      .where(eq(memberKyc.memberId, memberId))
      .returning();
    return decided!;
  });
}
