import { jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, texts } from './columns';
import { merchantKey, merchantRef } from './core';

/** The merchant's operator settings: its currency (seeded from brand.json's) and what brand.json does not hold. */
export const merchantSettings = pgTable('merchant_settings', {
  merchantId: merchantKey(),
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
    id: serialId(),
    merchantId: merchantRef('cascade'),
    token: text('token').notNull(),
    /** Language code → title. */
    titles: texts('titles'),
    url: text('url').notNull(),
    sequence: smallint('sequence').notNull().default(0),
  },
  (table) => [uniqueIndex('customer_service_channels_token').on(table.merchantId, table.token)],
);
