import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { contract, ValueOf } from '@playdeck/api';
import { mobileTemplateOverrides, type MobileTemplateFlag } from '../../db/schema';
import type { CallContext } from '../../http/request-context';
import { appIconUrl, STATIC_BASE, teamImagesBase } from '../content/images/paths';
import { merchantImageCdns } from './image-cdns';
import { brandOf, scopeMerchantId } from './merchant-scope';

/** Without a geo-IP database the platform trusts a country set by the proxy in front of it. */
export const DEFAULT_COUNTRY = 'VN';
const COUNTRY_HEADERS = ['x-country', 'cf-ipcountry'] as const;

export function requestCountry(request: FastifyRequest): string {
  for (const name of COUNTRY_HEADERS) {
    const value = request.headers[name];
    // Cloudflare answers XX for unknown and T1 for Tor: neither is a country.
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX') return value.toUpperCase();
  }
  return DEFAULT_COUNTRY;
}

/** The operator's mobileTemplate overrides (admin `template`); brand.json decides the flags without one. */
function templateOverrides(ctx: CallContext): Promise<Partial<Record<MobileTemplateFlag, 0 | 1>>> {
  const merchantId = scopeMerchantId(ctx.merchant);
  return ctx.services.readCache.read(`mobileTemplate\u0000${merchantId}`, ['templates'], async () => {
    const rows = await ctx.services.db
      .select({ flag: mobileTemplateOverrides.flag, value: mobileTemplateOverrides.value })
      .from(mobileTemplateOverrides)
      .where(eq(mobileTemplateOverrides.merchantId, merchantId));
    return { value: Object.fromEntries(rows.map((row) => [row.flag, row.value === 1 ? 1 : 0])) };
  });
}

/**
 * The merchant's switches as they stand (the merchant and its overrides come from the read cache; the
 * caller's location is theirs, so the answer itself is never shared): region restriction is a switch, not a geo rule, so while it is
 * on every caller is answered restricted.
 */
export async function siteStatus(ctx: CallContext): Promise<ValueOf<typeof contract.system.status>> {
  const brand = brandOf(ctx.services, ctx.merchant).config;
  const [overrides, imageCdns] = await Promise.all([templateOverrides(ctx), merchantImageCdns(ctx)]);
  return {
    maintenance: ctx.merchant.maintenance,
    regionRestriction: ctx.merchant.regionRestriction,
    location: { ip: ctx.ip, country: requestCountry(ctx.request) },
    info: {
      customerService: brand.links.customerService,
      imageCDNs: [...imageCdns],
      mobileTemplate: {
        mem_cen: overrides.mem_cen ?? (brand.templates.memberCentre === 'new' ? 1 : 0),
        dep_func: overrides.dep_func ?? (brand.templates.deposit === 'new' ? 1 : 0),
      },
      resources: {
        appIcon: appIconUrl(brand.id),
        banners: `${STATIC_BASE}/banners/`,
        promotions: `${STATIC_BASE}/promotions/`,
        teams: teamImagesBase(brand.id),
      },
    },
  };
}
