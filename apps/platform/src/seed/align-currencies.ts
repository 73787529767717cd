import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { merchants, merchantSettings } from '../db/schema';
import type { PlatformServices } from '../services';
import { brandCurrency } from './seed-system';

/**
 * brand.json is where a merchant's currency is set: a start brings each known merchant's settings row (and its
 * free-play merchant's) to its brand's currency, so a database seeded before the brand's currency changed answers
 * what the app shows. Returns the merchant codes whose row changed.
 */
export async function alignMerchantCurrencies(services: PlatformServices): Promise<string[]> {
  const changed: string[] = [];
  for (const brand of services.brands) {
    const currency = brandCurrency(brand.config);
    const ofBrand = services.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.brandId, brand.config.id));
    const updated = await services.db
      .update(merchantSettings)
      .set(currency)
      .where(
        and(
          inArray(merchantSettings.merchantId, ofBrand),
          or(
            ne(merchantSettings.currency, currency.currency),
            ne(merchantSettings.currencySymbol, currency.currencySymbol),
            ne(merchantSettings.displayDecimals, currency.displayDecimals),
          ),
        ),
      )
      .returning({ merchantId: merchantSettings.merchantId });
    if (updated.length) changed.push(brand.config.merchantCode);
  }
  if (changed.length) services.readCache.invalidate('settings');
  return changed;
}
