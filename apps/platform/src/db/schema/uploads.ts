import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt } from './columns';
import { memberRef, merchantRef } from './core';

export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** Raw bytes: PGlite reads bytea as a Uint8Array, node-postgres as a Buffer (also a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * An image a member uploaded. The bytes live in the platform's UploadStore (apps/platform/src/uploads),
 * this row says whose they are and which record uses them (at most one).
 */
export const uploads = pgTable(
  'uploads',
  {
    /** 128 random bits, base64url: the id the app sees, and the store's key. */
    id: text('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    /** Sniffed from the bytes, never taken from the request. */
    contentType: text('content_type', { enum: UPLOAD_CONTENT_TYPES }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /** The record that uses it, `<kind>:<id>` (e.g. `kyc:12`); null while unused. */
    usedBy: text('used_by'),
  },
  (table) => [
    index('uploads_member').on(table.memberId, table.createdAt),
    index('uploads_used_by').on(table.usedBy),
    check('uploads_content_type_check', isOneOf(table.contentType, UPLOAD_CONTENT_TYPES)),
    check('uploads_size_check', sql`${table.size} > 0`),
  ],
);

/** The bytes of uploads, for stores without a folder (PostgreSQL servers, in-memory runs): TableUploadStore. */
export const uploadContents = pgTable('upload_contents', {
  uploadId: text('upload_id')
    .primaryKey()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});
