import { and, eq, inArray, isNull, lt, notExists } from 'drizzle-orm';
import { memberAvatars, uploads } from '../db/schema';
import type { PlatformServices } from '../services';

/** How long an upload may wait for a record to use it (a KYC, an avatar, an application) before it is deleted. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 3_600_000;

// A bounded batch per statement: a sweep after a long pause never holds thousands of rows in one delete.
const BATCH = 500;

/** What a sweep deleted. */
export interface SweepResult {
  /** Uploads deleted, rows and bytes. */
  deleted: number;
  bytes: number;
  /** Bytes found without a row (the folder store after a crash), deleted too. */
  stray: number;
}

/**
 * Deletes the uploads no record uses that came more than 24 hours ago, rows and bytes, on whichever store
 * the platform has. The row goes first, in one statement that checks again it is still unused (a record
 * using it at that moment either wins its row lock first, and the row stays, or finds it gone:
 * `upload.not.found`); the bytes follow (the table store's go with the row).
 */
export async function sweepUnusedUploads(services: PlatformServices): Promise<SweepResult> {
  const cutoff = new Date(services.now().getTime() - UNUSED_UPLOAD_TTL_MS);
  const unused = and(
    isNull(uploads.usedBy),
    lt(uploads.createdAt, cutoff),
    notExists(services.db.select({ one: memberAvatars.memberId }).from(memberAvatars).where(eq(memberAvatars.uploadId, uploads.id))),
  );
  const result: SweepResult = { deleted: 0, bytes: 0, stray: 0 };
  for (;;) {
    const batch = await services.db.select({ id: uploads.id }).from(uploads).where(unused).limit(BATCH);
    if (batch.length === 0) break;
    const deleted = await services.db
      .delete(uploads)
      .where(
        and(
          inArray(
            uploads.id,
            batch.map((row) => row.id),
          ),
          unused,
        ),
      )
      .returning({ id: uploads.id, size: uploads.size });
    for (const upload of deleted) await services.uploads.delete(upload.id);
    result.deleted += deleted.length;
    result.bytes += deleted.reduce((total, upload) => total + upload.size, 0);
    if (batch.length < BATCH) break;
  }
  result.stray = await deleteStrayBytes(services, cutoff);
  return result;
}

/** Bytes older than `cutoff` whose row is gone (a sweep cut short between the two deletes): deleted too. */
async function deleteStrayBytes(services: PlatformServices, cutoff: Date): Promise<number> {
  const candidates = await services.uploads.storedBefore(cutoff);
  let deleted = 0;
  for (let start = 0; start < candidates.length; start += BATCH) {
    const ids = candidates.slice(start, start + BATCH);
    const rows = await services.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
    const kept = new Set(rows.map((row) => row.id));
    for (const id of ids.filter((candidate) => !kept.has(candidate))) {
      await services.uploads.delete(id);
      deleted += 1;
    }
  }
  return deleted;
}
