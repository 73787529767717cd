import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { members, merchants } from './core';

export const INBOX_MESSAGE_KINDS = ['system', 'promotion', 'personal'] as const;

/**
 * One message in one member's inbox. A message "to all" is written once per member, so reading, marking
 * and deleting are always one member's own rows.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INBOX_MESSAGE_KINDS }).notNull(),
    title: text('title').notNull(),
    /** Plain text. */
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('inbox_messages_member_created').on(table.memberId, table.createdAt),
    check('inbox_messages_kind_check', isOneOf(table.kind, INBOX_MESSAGE_KINDS)),
  ],
);

/** Feedback members sent (PUT /wps/member/feedback). */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    words: integer('words').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('feedbacks_member').on(table.memberId)],
);
