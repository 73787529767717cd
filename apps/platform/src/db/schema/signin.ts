import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, createdAtNow } from './columns';
import { memberRef, merchantRef } from './core';

/** A provider account (Google, Facebook) linked to the member it signs in, one member per account and merchant. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: bigId(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    /** The login's firebaseChannel: google | facebook. */
    provider: text('provider').notNull(),
    /** The provider's account id (the token's `sub`). */
    subject: text('subject').notNull(),
    createdAt: createdAtNow(),
  },
  (table) => [uniqueIndex('member_identities_account').on(table.merchantId, table.provider, table.subject)],
);
