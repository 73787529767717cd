import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { timestamptz } from './columns';
import { memberKey, merchantRef } from './core';
import { uploads } from './uploads';

export const AVATAR_TYPES = ['CUSTOM', 'STATIC'] as const;

/**
 * A member's chosen head icon (spec Avatar): a static avatar by id ("7.png") or an image the member uploaded.
 * No row: none chosen yet.
 */
export const memberAvatars = pgTable(
  'member_avatars',
  {
    memberId: memberKey(),
    merchantId: merchantRef(),
    avatarType: text('avatar_type', { enum: AVATAR_TYPES }).notNull(),
    /** STATIC: "<id>.png". */
    staticAvatar: text('static_avatar'),
    /** CUSTOM: the member's own upload (marked used by `avatar:<memberId>`). */
    uploadId: text('upload_id').references(() => uploads.id),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('member_avatars_type_check', isOneOf(table.avatarType, AVATAR_TYPES)),
    check(
      'member_avatars_one_source',
      sql`(${table.avatarType} = 'STATIC' AND ${table.staticAvatar} IS NOT NULL AND ${table.uploadId} IS NULL) OR (${table.avatarType} = 'CUSTOM' AND ${table.uploadId} IS NOT NULL AND ${table.staticAvatar} IS NULL)`,
    ),
  ],
);
