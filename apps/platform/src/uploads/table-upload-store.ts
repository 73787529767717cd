import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { uploadContents } from '../db/schema';
import { assertStorableId, type UploadStore } from './upload-store';

/** Bytes in the `upload_contents` table (bytea): for PostgreSQL servers and in-memory runs, which have no folder. */
export function tableUploadStore(db: Db): UploadStore {
  return {
    kind: 'table',
    async put(id, bytes) {
      assertStorableId(id);
      await db.insert(uploadContents).values({ uploadId: id, bytes });
    },
    async get(id) {
      assertStorableId(id);
      const [row] = await db.select({ bytes: uploadContents.bytes }).from(uploadContents).where(eq(uploadContents.uploadId, id));
      return row ? new Uint8Array(row.bytes) : null;
    },
    async delete(id) {
      assertStorableId(id);
      await db.delete(uploadContents).where(eq(uploadContents.uploadId, id));
    },
    async storedBefore() {
      return [];
    },
  };
}
