import { bigint, bigserial, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, merchants } from './core';

/** A provider account (Google, Facebook) linked to the member it signs in, one member per account and merchant. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The login's firebaseChannel: google | facebook. */
    provider: text('provider').notNull(),
    /** The provider's account id (the token's `sub`). */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('member_identities_account').on(table.merchantId, table.provider, table.subject)],
);
