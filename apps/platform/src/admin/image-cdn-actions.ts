import { and, asc, eq, inArray } from 'drizzle-orm';
import { merchants, merchantSettings } from '../db/schema';
import { PlatformError } from '../http/platform-error';
import { DEFAULT_IMAGE_CDNS, imageCdnsProblem, trimImageCdn } from '../modules/system/image-cdns';
import type { PlatformServices } from '../services';

export interface ImageCdnsState {
  merchant: string;
  imageCDNs: readonly string[];
}

/**
 * Sets the image CDNs a real merchant's status names (its trial merchant shows the same), every real
 * merchant's when none is named; `default` gives a merchant back the platform's own /wps/static alone.
 */
export async function setImageCdns(
  services: PlatformServices,
  cdns: readonly string[] | 'default',
  merchantCode?: string,
): Promise<ImageCdnsState[]> {
  const list = cdns === 'default' ? null : cdns.map(trimImageCdn);
  const problem = list && imageCdnsProblem(list);
  if (problem) throw new PlatformError('request_param_err', { status: 400, message: problem });
  const targets = await services.db
    .select({ id: merchants.id, code: merchants.code })
    .from(merchants)
    .where(merchantCode === undefined ? eq(merchants.isTrial, false) : and(eq(merchants.isTrial, false), eq(merchants.code, merchantCode)))
    .orderBy(asc(merchants.id));
  if (targets.length === 0) throw new PlatformError('not.found', { status: 404, message: `unknown merchant ${merchantCode}` });
  await services.db
    .update(merchantSettings)
    .set({ imageCdns: list })
    .where(
      inArray(
        merchantSettings.merchantId,
        targets.map((target) => target.id),
      ),
    );
  services.readCache.invalidate('settings');
  return targets.map((target) => ({ merchant: target.code, imageCDNs: list ?? DEFAULT_IMAGE_CDNS }));
}
