import type { FastifyRequest } from 'fastify';
import type { contract, ValueOf } from '@playdeck/api';
import type { CallContext } from '../../http/request-context';
import { APP_ICON_URL, STATIC_BASE } from '../content/images/paths';
import { brandOf } from './merchant-scope';

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

export const IMAGE_CDNS = [STATIC_BASE];

/**
 * The merchant's switches as they stand: region restriction is a switch, not a geo rule, so while it is
 * on every caller is answered restricted.
 */
export function siteStatus(ctx: CallContext): ValueOf<typeof contract.system.status> {
  const brand = brandOf(ctx.services, ctx.merchant).config;
  return {
    maintenance: ctx.merchant.maintenance,
    regionRestriction: ctx.merchant.regionRestriction,
    location: { ip: ctx.ip, country: requestCountry(ctx.request) },
    info: {
      customerService: brand.links.customerService,
      imageCDNs: IMAGE_CDNS,
      mobileTemplate: {
        mem_cen: brand.templates.memberCentre === 'new' ? 1 : 0,
        dep_func: brand.templates.deposit === 'new' ? 1 : 0,
      },
      resources: {
        appIcon: APP_ICON_URL,
        banners: `${STATIC_BASE}/banners/`,
        promotions: `${STATIC_BASE}/promotions/`,
        teams: `${STATIC_BASE}/teams/`,
      },
    },
  };
}
