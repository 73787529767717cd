import { and, count, eq, isNull, sum } from 'drizzle-orm';
import { members, uploads } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import { hitRateLimit } from '../http/rate-limit';
import type { Tx } from '../modules/wallet/ledger';
import type { PlatformServices } from '../services';
import type { UploadOwner } from './uploads';

/** What a member may upload, from the platform config (PLATFORM_UPLOADS_PER_HOUR, PLATFORM_UPLOAD_QUOTA_*). */
export interface UploadLimits {
  /** Uploads a member may make in an hour; the next answers TOO_MANY_REQUEST. */
  perHour: number;
  /** Uploads no record uses yet that a member may keep at once. */
  quotaCount: number;
  /** The bytes those unused uploads may take together. */
  quotaBytes: number;
  /** How often the platform sweeps unused uploads away (0: never; the admin command still does). */
  sweepIntervalMs: number;
}

const HOUR_MS = 3_600_000;

/** Counts the upload attempt against the member's hourly budget before anything else is done with it. */
export async function countUploadAttempt(services: PlatformServices, owner: UploadOwner): Promise<void> {
  await hitRateLimit(services, { key: `upload:member:${owner.memberId}`, limit: services.config.uploads.perHour, windowMs: HOUR_MS });
}

/**
 * Refuses (`upload.quota.exceeded`) an upload of `size` bytes that would take the member's unused uploads
 * past the quota. Call inside the transaction that inserts the upload: the member's row is locked first, so
 * concurrent uploads of one member are judged one after another and never pass the quota together.
 */
export async function checkUploadQuota(tx: Tx, limits: UploadLimits, owner: UploadOwner, size: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, owner.memberId)).for('no key update');
  const [held] = await tx
    .select({ count: count(), bytes: sum(uploads.size) })
    .from(uploads)
    .where(and(eq(uploads.memberId, owner.memberId), isNull(uploads.usedBy)));
  const heldCount = held?.count ?? 0;
  const heldBytes = Number(held?.bytes ?? 0);
  if (heldCount + 1 > limits.quotaCount || heldBytes + size > limits.quotaBytes) {
    throw new PlatformError('upload.quota.exceeded', {
      status: 403,
      message: `${heldCount} unused uploads of ${heldBytes} bytes already (at most ${limits.quotaCount} and ${limits.quotaBytes} bytes)`,
    });
  }
}
