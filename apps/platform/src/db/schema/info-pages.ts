import { check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { serialId, language, LANGUAGES } from './columns';
import { merchantRef } from './core';

/** The same ids as the contract's INFO_PAGES (the schema is read by drizzle-kit without the app's paths). */
const INFO_PAGES = ['appService', 'brand', 'joinUs', 'sponsor'] as const;

/**
 * The entries of the info pages (app service, brand and details, join us, sponsors): operator text per
 * merchant and language, shown in `sequence` order. `imageUrl` is null when the entry has no picture.
 */
export const infoPageEntries = pgTable(
  'info_page_entries',
  {
    id: serialId(),
    merchantId: merchantRef('cascade'),
    page: text('page', { enum: INFO_PAGES }).notNull(),
    language: language(),
    sequence: smallint('sequence').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
  },
  (table) => [
    index('info_page_entries_lookup').on(table.merchantId, table.page, table.language),
    check('info_page_entries_page_check', isOneOf(table.page, INFO_PAGES)),
    check('info_page_entries_language_check', isOneOf(table.language, LANGUAGES)),
  ],
);
