import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES, type UploadedImage } from '@playdeck/api';
import type { Db } from '../db/database';
import { uploads } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import type { Tx } from '../modules/wallet/ledger';
import type { PlatformServices } from '../services';
import { sniffImageType } from './sniff-image';
import { checkUploadQuota, countUploadAttempt } from './upload-limits';

export type Upload = typeof uploads.$inferSelect;

/** Whose an upload is: the member of a merchant. */
export interface UploadOwner {
  merchantId: number;
  memberId: number;
}

const newUploadId = () => randomBytes(16).toString('base64url');

/**
 * Counts the attempt against the member's hourly budget, refuses what is too big or not a png/jpg by its
 * bytes or would pass the member's quota of unused uploads, then keeps it as the member's.
 */
export async function storeUpload(services: PlatformServices, owner: UploadOwner, bytes: Uint8Array): Promise<UploadedImage> {
  await countUploadAttempt(services, owner);
  if (bytes.length > UPLOAD_MAX_BYTES) throw new PlatformError('upload.too.large', { status: 413 });
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new PlatformError('upload.type.invalid', { status: 415 });
  const id = newUploadId();
  await services.db.transaction(async (tx) => {
    await checkUploadQuota(tx, services.config.uploads, owner, bytes.length);
    await tx.insert(uploads).values({ id, ...owner, contentType, size: bytes.length, createdAt: services.now() });
  });
  try {
    await services.uploads.put(id, bytes);
  } catch (error) {
    await services.db.delete(uploads).where(eq(uploads.id, id));
    throw error;
  }
  return { uploadId: id, contentType, size: bytes.length };
}

/** An upload with its bytes, when `owner` uploaded it (null otherwise: another member's reads as none). */
export async function readOwnUpload(
  services: PlatformServices,
  owner: UploadOwner,
  id: string,
): Promise<{ upload: Upload; bytes: Uint8Array } | null> {
  const [upload] = await services.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.merchantId, owner.merchantId), eq(uploads.memberId, owner.memberId)));
  return upload ? readBytesOf(services, upload) : null;
}

/** An upload with its bytes whoever uploaded it: the admin command only. */
export async function readAnyUpload(services: PlatformServices, id: string): Promise<{ upload: Upload; bytes: Uint8Array } | null> {
  const [upload] = await services.db.select().from(uploads).where(eq(uploads.id, id));
  return upload ? readBytesOf(services, upload) : null;
}

async function readBytesOf(services: PlatformServices, upload: Upload) {
  const bytes = await services.uploads.get(upload.id);
  return bytes ? { upload, bytes } : null;
}

/**
 * Marks `ids` as used by the record `usedBy` (`<kind>:<id>`), inside the record's transaction. Each must be
 * the owner's (`upload.not.found`) and unused or already this record's (`upload.in.use`); the refusal names
 * `field`, or `field(id)` of the first id refused when a request names its images one by one.
 */
export async function useUploads(
  tx: Tx | Db,
  owner: UploadOwner,
  ids: readonly string[],
  usedBy: string,
  field: string | ((uploadId: string) => string),
): Promise<Upload[]> {
  if (ids.length === 0) return [];
  const fieldOf = (id: string) => (typeof field === 'string' ? field : field(id));
  const found = await tx
    .select()
    .from(uploads)
    .where(and(inArray(uploads.id, [...ids]), eq(uploads.merchantId, owner.merchantId), eq(uploads.memberId, owner.memberId)))
    .for('update');
  const missing = ids.find((id) => !found.some((upload) => upload.id === id));
  if (missing !== undefined) throw new PlatformError('upload.not.found', { value: { field: fieldOf(missing) } });
  const taken = found.find((upload) => upload.usedBy !== null && upload.usedBy !== usedBy);
  if (taken) throw new PlatformError('upload.in.use', { value: { field: fieldOf(taken.id) } });
  await tx
    .update(uploads)
    .set({ usedBy })
    .where(and(inArray(uploads.id, [...ids]), or(isNull(uploads.usedBy), eq(uploads.usedBy, usedBy))));
  return ids.map((id) => found.find((upload) => upload.id === id)!);
}

/** Frees the uploads `usedBy` no longer uses (a resubmission with new images): the member may use them again. */
export async function releaseUploads(tx: Tx | Db, usedBy: string, keep: readonly string[]): Promise<void> {
  const used = await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.usedBy, usedBy));
  const ids = used.map((row) => row.id).filter((id) => !keep.includes(id));
  if (ids.length) await tx.update(uploads).set({ usedBy: null }).where(inArray(uploads.id, ids));
}

/** A member's uploads, newest first (the admin command's list). */
export async function uploadsOf(db: Db, owner: UploadOwner): Promise<Upload[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.merchantId, owner.merchantId), eq(uploads.memberId, owner.memberId)));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
