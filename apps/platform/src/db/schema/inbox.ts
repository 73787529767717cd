import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { bigId, timestamptz, createdAt } from './columns';
import { memberRef, merchantRef } from './core';

export const INBOX_MESSAGE_KINDS = ['system', 'promotion', 'personal'] as const;

/**
 * One message in one member's inbox. A message "to all" is written once per member, so reading, marking
 * and deleting are always one member's own rows.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigId(),
    merchantId: merchantRef('cascade'),
    memberId: memberRef('cascade'),
    kind: text('kind', { enum: INBOX_MESSAGE_KINDS }).notNull(),
    title: text('title').notNull(),
    /** Plain text. */
    body: text('body').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
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
    id: bigId(),
    merchantId: merchantRef('cascade'),
    memberId: memberRef('cascade'),
    content: text('content').notNull(),
    words: integer('words').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedbacks_member').on(table.memberId)],
);
