import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LoadedBrand } from '@playdeck/brand/build';
import { merchants } from '../db/schema';
import type { Merchant } from '../http/request-context';
import type { PlatformServices } from '../services';

/**
 * The brands a seed makes the demo world for: every brand at a first seed, only the brands whose merchant
 * the database does not know yet afterwards. Seeders touch the merchants (and their members) of these
 * brands only, so another merchant's accounts, balances and records stay as they are.
 */
export interface SeedScope {
  brands: readonly LoadedBrand[];
}

export const merchantCodesOf = (scope: SeedScope): string[] => scope.brands.map((brand) => brand.config.merchantCode);

/** The real (not free-play) merchants of the scope's brands, oldest first. */
export async function scopeMerchants(services: PlatformServices, scope: SeedScope): Promise<Merchant[]> {
  const codes = merchantCodesOf(scope);
  if (codes.length === 0) return [];
  return services.db
    .select()
    .from(merchants)
    .where(and(eq(merchants.isTrial, false), inArray(merchants.code, codes)))
    .orderBy(asc(merchants.id));
}

/** The ids of scopeMerchants, for seeders that select members or agents. */
export async function scopeMerchantIds(services: PlatformServices, scope: SeedScope): Promise<number[]> {
  return (await scopeMerchants(services, scope)).map((merchant) => merchant.id);
}
