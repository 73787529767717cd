import type { LoadedBrand } from '@playdeck/brand/build';
import { featureSwitchOn, type FeatureSwitch } from '@playdeck/brand/schema';
import { PlatformError } from './platform-error';
import type { CallContext, Merchant } from './request-context';

/**
 * Refuses a call whose screen the merchant's brand turns off in its brand.json (an agent menu key, or
 * `agent.dividend`), as the app's route guard refuses the screen: `function.not.available` (403), which the
 * app shows as the spec's "no permission or the feature is temporarily unavailable". A merchant whose brand
 * is not loaded has nothing switched on.
 */
export function assertFeatureOn(brand: LoadedBrand | undefined, merchant: Merchant, feature: FeatureSwitch): void {
  if (brand && featureSwitchOn(brand.config, feature)) return;
  throw new PlatformError('function.not.available', { status: 403, message: `${feature} is turned off for ${merchant.code}` });
}

/** The same refusal inside a handler, for a call whose switch depends on what it finds (a contract's kind). */
export function assertMerchantFeatureOn(ctx: Pick<CallContext, 'services' | 'merchant'>, feature: FeatureSwitch): void {
  assertFeatureOn(brandOfMerchant(ctx), ctx.merchant, feature);
}

/** Whether the merchant's brand leaves a screen on (off when its brand is not loaded). */
export function merchantFeatureOn(ctx: Pick<CallContext, 'services' | 'merchant'>, feature: FeatureSwitch): boolean {
  const brand = brandOfMerchant(ctx);
  return Boolean(brand && featureSwitchOn(brand.config, feature));
}

const brandOfMerchant = ({ services, merchant }: Pick<CallContext, 'services' | 'merchant'>) =>
  services.brands.find((candidate) => candidate.config.id === merchant.brandId);
