import { listBrandIds, loadBrand } from '@playdeck/brand/build';
import type { PlatformStart } from '../create-services';
import { type CreatedMerchant, syncBrands } from '../seed';
import type { PlatformServices } from '../services';

/** What `npm run platform -- sync-brands` did. */
export interface BrandSync {
  /** The database was empty: every brand's demo world was seeded. */
  seeded: boolean;
  /** Merchants created for brands the database did not know (each with its free-play merchant). */
  created: CreatedMerchant[];
  /** Merchant codes of the brands the database knew already (left as they were), or that it just seeded. */
  known: string[];
}

function brandSync(services: PlatformServices, seeded: boolean, created: readonly CreatedMerchant[]): BrandSync {
  const createdCodes = new Set(created.map((merchant) => merchant.code));
  const known = services.brands.map((brand) => brand.config.merchantCode).filter((code) => !createdCodes.has(code));
  return { seeded, created: [...created], known };
}

/** The sync a start already made (the admin command opened the database itself). */
export function brandSyncOfStart(services: PlatformServices, start: PlatformStart): BrandSync {
  return brandSync(services, start.seeded, start.createdMerchants);
}

/**
 * Reads brands/ again, so a brand folder added since this process started is served by it too, then
 * creates and seeds the merchants of brands the database does not know (the running platform's side of
 * `sync-brands`). Brands this process loaded at start stay as loaded.
 */
export async function syncBrandFolders(services: PlatformServices): Promise<BrandSync> {
  const root = services.config.workspaceRoot;
  const loaded = new Set(services.brands.map((brand) => brand.config.id));
  const added = listBrandIds(root)
    .filter((id) => !loaded.has(id))
    .map((id) => loadBrand(root, id));
  if (added.length) services.brands = [...services.brands, ...added];
  return brandSync(services, false, await syncBrands(services));
}

/** The command's lines: which merchants it created, or that every brand's merchant was known. */
export function brandSyncReport(sync: BrandSync): string[] {
  if (sync.seeded) {
    return [`the database was empty: seeded the demo world of every brand (${sync.known.join(', ')})`];
  }
  if (sync.created.length === 0) {
    return [`every brand of brands/ has its merchant (${sync.known.join(', ') || 'none'}): nothing created`];
  }
  return [
    ...sync.created.map(
      (merchant) =>
        `created ${merchant.code.padEnd(18)} brand ${merchant.brandId}${merchant.isTrial ? ' (free play)' : ''}, with the demo world`,
    ),
    `kept as they were: ${sync.known.join(', ') || 'no other merchant'}`,
  ];
}
