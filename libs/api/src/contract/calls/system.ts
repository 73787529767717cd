import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { languageSchema } from '../common';
import { lazySchema } from '../lazy-schema';

/**
 * Site state, whitelabel modules and merchant settings (spec sections 2, 3, 4, 7). Paths the spec does
 * not show are ours: /wps/system/countries, /wps/system/customerService, /wps/system/customerService/link,
 * /wps/system/download/links, /wps/system/social/links.
 */

const flagSchema = lazySchema(() => z.union([z.literal(0), z.literal(1)]));

export const siteStatusSchema = lazySchema(() =>
  z.object({
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    /** The caller as the platform sees it; country is ISO 3166 alpha-2. */
    location: z.object({ ip: z.string(), country: z.string() }),
    info: z.object({
      /** Customer service URL for the maintenance and restricted pages (needs no other call). */
      customerService: z.string(),
      /** Base URLs for image paths; one is picked at random per use. Origin-relative on apps/platform. */
      imageCDNs: z.array(z.string()),
      /** 1 gives the "new" member centre / deposit detail, 0 the base one (spec section 4). */
      mobileTemplate: z.object({ mem_cen: flagSchema(), dep_func: flagSchema() }),
      /** Named resource URLs (app icon, image folders) the error and download pages may use. */
      resources: z.record(z.string(), z.string()),
    }),
  }),
);
export type SiteStatus = z.output<ReturnType<typeof siteStatusSchema>>;

export const SITE_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SiteStatusCode = (typeof SITE_STATUS)[keyof typeof SITE_STATUS];

/** 0 normal, 1 maintenance (also when the region is restricted too), 2 region restricted only. */
export function siteStatusCode(value: Pick<SiteStatus, 'maintenance' | 'regionRestriction'>): SiteStatusCode {
  if (value.maintenance) return SITE_STATUS.maintenance;
  if (value.regionRestriction) return SITE_STATUS.regionRestricted;
  return SITE_STATUS.normal;
}

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: () => z.ZodMiniType<WhitelabelNode> = lazySchema(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    get childrenNodes() {
      return z.array(whitelabelNodeSchema());
    },
  }),
);

/** Module id → on. A node counts as on only when it and every ancestor are enabled. */
export function whitelabelFlags(tree: readonly WhitelabelNode[]): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const visit = (nodes: readonly WhitelabelNode[], parentOn: boolean) => {
    for (const node of nodes) {
      flags[node.modId] = parentOn && node.enabled === '1';
      visit(node.childrenNodes, flags[node.modId]!);
    }
  };
  visit(tree, true);
  return flags;
}

export const DOWNLOAD_RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'AFFILIATES'] as const;
export const downloadLinkSchema = lazySchema(() =>
  z.object({
    resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES),
    url: z.string(),
    /** IOS and Android: the native app version the link serves (e.g. 2.4.0); an older native shell asks to update. */
    version: z.optional(z.string()),
  }),
);
export type DownloadLink = z.output<ReturnType<typeof downloadLinkSchema>>;

export const SOCIAL_LINK_TYPES = ['facebook', 'youtube', 'tiktok', 'instagram', 'zalo', 'telegram', 'twitter'] as const;
/** Only networks the brand has a link for are listed. */
export const socialLinkSchema = lazySchema(() => z.object({ type: z.enum(SOCIAL_LINK_TYPES), url: z.string() }));
export type SocialLink = z.output<ReturnType<typeof socialLinkSchema>>;

/** `path` is opaque (the platform's token, not a URL): resolve it with `system.customerServiceLink`. */
export const customerServiceItemSchema = lazySchema(() => z.object({ path: z.string(), title: z.string() }));
export type CustomerServiceItem = z.output<ReturnType<typeof customerServiceItemSchema>>;

export const consolidatedSettingsSchema = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    minimumAge: z.number().check(z.int(), z.gte(0)),
    languages: z.object({ default: languageSchema(), supported: z.array(languageSchema()) }),
    customerService: z.string(),
    customerServiceList: z.array(customerServiceItemSchema()),
    affiliateLink: z.nullable(z.string()),
    downloadLinks: z.array(downloadLinkSchema()),
    socialLinks: z.array(socialLinkSchema()),
    /** Vendor icon URL = vendorIconCDN + `${category}-${accountTypeName}.png` (spec section 3). */
    vendorIconCDN: z.string(),
    /** Where the iOS profile download navigates; null when the brand has no profile. */
    mobileprovisionCDN: z.nullable(z.string()),
    imageCDNs: z.array(z.string()),
  }),
);
export type ConsolidatedSettings = z.output<ReturnType<typeof consolidatedSettingsSchema>>;

export const countrySchema = lazySchema(() =>
  z.object({
    /** ISO 3166 alpha-2. */
    code: z.string(),
    /** In the request's language. */
    name: z.string(),
    /** Digits only, no plus sign: what registration and SMS calls take as countryDialingCode. */
    dialingCode: z.string().check(z.regex(/^\d{1,4}$/)),
  }),
);

export const systemCalls = {
  /**
   * Answers in maintenance and under region restriction too: the client needs it to show those pages.
   * Region restriction is the merchant's switch (on: every caller is restricted). The country comes from
   * the `X-Country` or `CF-IPCountry` header set by the proxy in front, else 'VN'; the ip is the caller's.
   */
  status: defineCall({
    id: 'system.status',
    method: 'GET',
    path: '/wps/system/status',
    auth: 'none',
    errors: [] as const,
    value: siteStatusSchema,
  }),
  whitelabel: defineCall({
    id: 'system.whitelabel',
    method: 'GET',
    path: '/wps/system/whitelabel',
    auth: 'none',
    errors: [] as const,
    value: () => z.array(whitelabelNodeSchema()),
  }),
  consolidatedSettings: defineCall({
    id: 'system.consolidatedSettings',
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    auth: 'none',
    errors: [] as const,
    value: consolidatedSettingsSchema,
  }),
  /** The brand's domains (first is primary) and API origin ('' = same origin). */
  domainRoute: defineCall({
    id: 'system.domainRoute',
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'none',
    errors: [] as const,
    value: () => z.object({ merchantCode: z.string(), domains: z.array(z.string()), apiOrigin: z.string() }),
  }),
  countries: defineCall({
    id: 'system.countries',
    method: 'GET',
    path: '/wps/system/countries',
    auth: 'none',
    errors: [] as const,
    value: () => z.array(countrySchema()),
  }),
  customerService: defineCall({
    id: 'system.customerService',
    method: 'GET',
    path: '/wps/system/customerService',
    auth: 'none',
    errors: [] as const,
    value: () => z.array(customerServiceItemSchema()),
  }),
  customerServiceLink: defineCall({
    id: 'system.customerServiceLink',
    method: 'GET',
    path: '/wps/system/customerService/link',
    auth: 'none',
    errors: ['not.found'] as const,
    query: () => z.object({ path: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)) }),
    value: () => z.object({ url: z.string() }),
  }),
  downloadLinks: defineCall({
    id: 'system.downloadLinks',
    method: 'GET',
    path: '/wps/system/download/links',
    auth: 'none',
    errors: [] as const,
    value: () => z.array(downloadLinkSchema()),
  }),
  socialLinks: defineCall({
    id: 'system.socialLinks',
    method: 'GET',
    path: '/wps/system/social/links',
    auth: 'none',
    errors: [] as const,
    value: () => z.array(socialLinkSchema()),
  }),
};
