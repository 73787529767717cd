import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { members, merchants } from './core';
import { uploads } from './uploads';

export const AVATAR_TYPES = ['CUSTOM', 'STATIC'] as const;

/**
 * A member's chosen head icon (spec Avatar): a static avatar by id ("7.png") or an image the member uploaded.
 * No row: none chosen yet.
 */
export const memberAvatars = pgTable(
  'member_avatars',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    avatarType: text('avatar_type', { enum: AVATAR_TYPES }).notNull(),
    /** STATIC: "<id>.png". */
    staticAvatar: text('static_avatar'),
    /** CUSTOM: the member's own upload (marked used by `avatar:<memberId>`). */
    uploadId: text('upload_id').references(() => uploads.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('member_avatars_type_check', isOneOf(table.avatarType, AVATAR_TYPES)),
    check(
      'member_avatars_one_source',
      sql`(${table.avatarType} = 'STATIC' AND ${table.staticAvatar} IS NOT NULL AND ${table.uploadId} IS NULL) OR (${table.avatarType} = 'CUSTOM' AND ${table.uploadId} IS NOT NULL AND ${table.staticAvatar} IS NULL)`,
    ),
  ],
);
