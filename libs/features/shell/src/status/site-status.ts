import type { SiteStatus } from '@playdeck/api';

/*
 * The site status as the shell reads it at start, before the API client loads. The contract's schema and
 * its siteStatusCode() would bring zod and the whole contract into the first render, so the fields the
 * shell uses are checked by hand here; site-status.spec.ts holds this to the contract's schema and rule.
 */

/** The part of the site status the shell uses: the switches, the location and three info fields. */
export type ShellSiteStatus = Pick<SiteStatus, 'maintenance' | 'regionRestriction' | 'location'> & {
  info: Pick<SiteStatus['info'], 'customerService' | 'mobileTemplate'> & Partial<Pick<SiteStatus['info'], 'imageCDNs'>>;
};

/** 0 normal, 1 maintenance (also when the region is restricted too), 2 region restricted only (spec section 4). */
export type StatusCode = 0 | 1 | 2;

export function statusCode(status: Pick<SiteStatus, 'maintenance' | 'regionRestriction'> | null): StatusCode {
  if (status?.maintenance) return 1;
  return status?.regionRestriction ? 2 : 0;
}

const isFlag = (value: unknown) => value === 0 || value === 1;

/** The value when its fields the shell uses are as the contract describes them, else null. */
/** The status's image CDNs (spec section 9), or none when it names no valid list. */
export function imageCdnsOf(status: ShellSiteStatus | null): string[] {
  const cdns: unknown = status?.info.imageCDNs;
  return Array.isArray(cdns) ? cdns.filter((cdn): cdn is string => typeof cdn === 'string') : [];
}

export function asSiteStatus(value: unknown): ShellSiteStatus | null {
  const status = value as Partial<Record<string, any>> | null;
  const template = status?.info?.mobileTemplate;
  const valid =
    typeof status?.maintenance === 'boolean' &&
    typeof status.regionRestriction === 'boolean' &&
    typeof status.location?.ip === 'string' &&
    typeof status.location.country === 'string' &&
    typeof status.info?.customerService === 'string' &&
    isFlag(template?.mem_cen) &&
    isFlag(template.dep_func);
  return valid ? (status as ShellSiteStatus) : null;
}
