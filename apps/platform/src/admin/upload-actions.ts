import { eq } from 'drizzle-orm';
import { members, merchants, uploads } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import type { PlatformServices } from '../services';
import { readAnyUpload, uploadsOf, type Upload } from '../uploads/uploads';
import { memberByUsername } from './member-lookup';

/** One upload as the admin command lists it. */
export interface AdminUpload {
  id: string;
  merchant: string;
  username: string;
  contentType: Upload['contentType'];
  size: number;
  /** The record that uses it (`kyc:12`), or null. */
  usedBy: string | null;
  createdAt: string;
}

const adminUpload = (upload: Upload, merchant: string, username: string): AdminUpload => ({
  id: upload.id,
  merchant,
  username,
  contentType: upload.contentType,
  size: upload.size,
  usedBy: upload.usedBy,
  createdAt: upload.createdAt.toISOString(),
});

/** A member's uploads, newest first. */
export async function listMemberUploads(
  services: PlatformServices,
  { username, merchant = 'PLAYDECK' }: { username: string; merchant?: string },
): Promise<AdminUpload[]> {
  const found = await memberByUsername(services, merchant, username);
  const rows = await uploadsOf(services.db, { merchantId: found.merchant.id, memberId: found.member.id });
  return rows.map((upload) => adminUpload(upload, found.merchant.code, found.member.username));
}

/** Any member's upload with its bytes: the operator checking a KYC document or an application's proof. */
export async function readUploadAsAdmin(services: PlatformServices, id: string): Promise<{ upload: AdminUpload; bytes: Uint8Array }> {
  const found = await readAnyUpload(services, id);
  if (!found) throw new PlatformError('upload.not.found', { status: 404, message: `no upload ${id}` });
  const [owner] = await services.db
    .select({ merchant: merchants.code, username: members.username })
    .from(uploads)
    .innerJoin(members, eq(members.id, uploads.memberId))
    .innerJoin(merchants, eq(merchants.id, uploads.merchantId))
    .where(eq(uploads.id, id));
  return { upload: adminUpload(found.upload, owner!.merchant, owner!.username), bytes: found.bytes };
}
