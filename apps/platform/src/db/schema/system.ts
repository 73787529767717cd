import { integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './core';

/** The merchant's operator settings: its currency (seeded from brand.json's) and what brand.json does not hold. */
export const merchantSettings = pgTable('merchant_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  /**
   * Decimals amounts are shown with (brand.json currency.displayDecimals); amounts themselves are always kept in
   * minor units of 1/100. Rows made before it show 2, as every amount did then.
   */
  displayDecimals: smallint('display_decimals').notNull().default(2),
  /** The image CDNs its status names (admin `image-cdns`); null: the platform's own /wps/static alone. */
  imageCdns: jsonb('image_cdns').$type<string[]>(),
});

/** Customer service channels; the client sees only the opaque token, never the URL, until it asks for it. */
export const customerServiceChannels = pgTable(
  'customer_service_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** Language code → title. */
    titles: jsonb('titles').$type<Record<'EN' | 'TY', string>>().notNull(),
    url: text('url').notNull(),
    sequence: smallint('sequence').notNull().default(0),
  },
  (table) => [uniqueIndex('customer_service_channels_token').on(table.merchantId, table.token)],
);
