import { and, desc, eq, type SQL } from 'drizzle-orm';
import { members, memberKyc, merchants, STORED_KYC_STATUSES } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import { decideKyc, type KycRow } from '../modules/kyc/kyc';
import type { PlatformServices } from '../services';
import { memberByUsername } from './member-lookup';

export const KYC_FILTER_STATUSES = STORED_KYC_STATUSES;
export type KycFilterStatus = (typeof KYC_FILTER_STATUSES)[number];

/** One KYC as the admin command lists it, with the upload ids of its images (`upload <ID> --out FILE`). */
export interface AdminKyc {
  merchant: string;
  username: string;
  status: string;
  realName: string;
  idNumber: string;
  birthday: string;
  nationality: string;
  documents: { idFront: string; idBack: string; selfie: string };
  rejectReason: string | null;
  submittedAt: string;
  decidedAt: string | null;
}

const adminKyc = (row: KycRow, merchant: string, username: string): AdminKyc => ({
  merchant,
  username,
  status: row.status,
  realName: row.realName,
  idNumber: row.idNumber,
  birthday: row.birthday,
  nationality: row.nationality,
  documents: { idFront: row.idFrontUploadId, idBack: row.idBackUploadId, selfie: row.selfieUploadId },
  rejectReason: row.rejectReason,
  submittedAt: row.submittedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The latest 200 KYC submissions, newest first. */
export async function listKyc(services: PlatformServices, filter: { merchant?: string; status?: KycFilterStatus }): Promise<AdminKyc[]> {
  const conditions: SQL[] = [];
  if (filter.merchant) conditions.push(eq(merchants.code, filter.merchant));
  if (filter.status) conditions.push(eq(memberKyc.status, filter.status));
  const rows = await services.db
    .select({ kyc: memberKyc, merchant: merchants.code, username: members.username })
    .from(memberKyc)
    .innerJoin(members, eq(members.id, memberKyc.memberId))
    .innerJoin(merchants, eq(merchants.id, memberKyc.merchantId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(memberKyc.submittedAt))
    .limit(200);
  return rows.map((row) => adminKyc(row.kyc, row.merchant, row.username));
}

export interface KycDecisionRequest {
  merchant: string;
  username: string;
  decision: 'verify' | 'reject';
  reason?: string;
}

/** Verifies or rejects (with a reason the member reads) a member's KYC under review. */
export async function decideMemberKyc(services: PlatformServices, request: KycDecisionRequest): Promise<AdminKyc> {
  const found = await memberByUsername(services, request.merchant, request.username);
  const reason = request.reason?.trim() ?? '';
  if (request.decision === 'reject' && (reason.length < 2 || reason.length > 200)) {
    throw new PlatformError('request_param_err', { message: 'reject needs --reason of 2 to 200 characters' });
  }
  const row = await decideKyc(
    services,
    found.member.id,
    request.decision === 'verify' ? { decision: 'verify' } : { decision: 'reject', reason },
  );
  return adminKyc(row, found.merchant.code, found.member.username);
}
