import { eq } from 'drizzle-orm';
import { merchantSettings } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { STATIC_BASE } from '../content/images/paths';
import { scopeMerchantId } from './merchant-scope';

/**
 * The image CDNs a merchant's status and settings name (`info.imageCDNs`, spec section 9): base URLs that
 * serve the same images as the platform's own /wps/static, each image picking one at random and falling back
 * to the next. Without an operator's list (admin `image-cdns`) the platform alone.
 */
export const DEFAULT_IMAGE_CDNS: readonly string[] = [STATIC_BASE];
export const IMAGE_CDNS_MAX = 5;

/** An origin-relative path (`/wps/static`) or an http(s) origin with an optional path; no query, no fragment. */
const IMAGE_CDN = /^(?:https?:\/\/[a-z0-9.-]+(?::\d{1,5})?)?(?:\/[A-Za-z0-9._~-]+)+$|^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/** Why `cdns` cannot be a merchant's image CDN list, or null when it can (trailing slashes trimmed first). */
export function imageCdnsProblem(cdns: readonly string[]): string | null {
  if (cdns.length === 0) return 'name at least one image CDN (default gives the platform back its own)';
  if (cdns.length > IMAGE_CDNS_MAX) return `at most ${IMAGE_CDNS_MAX} image CDNs, got ${cdns.length}`;
  const bad = cdns.find((cdn) => !IMAGE_CDN.test(cdn));
  if (bad !== undefined) return `an image CDN is a path like /wps/static or an https:// base URL, got ${JSON.stringify(bad)}`;
  if (new Set(cdns).size !== cdns.length) return 'each image CDN once';
  return null;
}

export const trimImageCdn = (cdn: string) => (cdn.length > 1 ? cdn.replace(/\/+$/, '') : cdn);

/** The merchant's image CDNs as they stand (from the read cache; the admin command invalidates it). */
export function merchantImageCdns(ctx: CallContext): Promise<readonly string[]> {
  const merchantId = scopeMerchantId(ctx.merchant);
  return ctx.services.readCache.read(`imageCDNs\u0000${merchantId}`, ['settings'], async () => {
    const [row] = await ctx.services.db
      .select({ imageCdns: merchantSettings.imageCdns })
      .from(merchantSettings)
      .where(eq(merchantSettings.merchantId, merchantId))
      .limit(1);
    return { value: row?.imageCdns ?? DEFAULT_IMAGE_CDNS };
  });
}
