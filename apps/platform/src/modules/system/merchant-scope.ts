import type { LoadedBrand } from '@playdeck/brand/build';
import type { Merchant } from '../../http/request-context';
import type { PlatformServices } from '../../services';

/** The brand a merchant (or its trial merchant) was created from. */
export function brandOf(services: PlatformServices, merchant: Merchant): LoadedBrand {
  const brand = services.brands.find((candidate) => candidate.config.id === merchant.brandId);
  if (!brand) throw new Error(`merchant ${merchant.code} names brand ${merchant.brandId}, which is not loaded`);
  return brand;
}

/** Settings and content belong to the real merchant; its `<code>trial` merchant shows the same. */
export function scopeMerchantId(merchant: Merchant): number {
  return merchant.parentId ?? merchant.id;
}
