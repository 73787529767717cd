import { and, asc, eq } from 'drizzle-orm';
import { banners, merchants } from '../db/schema';
import { bannerImageUrl } from '../modules/content/images/paths';
import type { PlatformServices } from '../services';
import { refuse, withMerchantCode } from './content-admin';

/** A banner as the admin command shows it: the URL is the one the banner list answers (it changes with an edit). */
export interface AdminBanner {
  id: number;
  merchant: string;
  group: string;
  language: string;
  sequence: number;
  headline: string;
  subline: string;
  url: string;
}

export interface BannerFilter {
  merchant?: string;
  group?: string;
  language?: 'EN' | 'TY';
}

export interface BannerChange {
  headline?: string;
  subline?: string;
}

export const BANNER_TEXT_MAX = 120;

/** Banners of every real merchant, or of one, by merchant, group, language and the order the app shows them. */
export async function listBanners(services: PlatformServices, filter: BannerFilter & { id?: number } = {}): Promise<AdminBanner[]> {
  const rows = await withMerchantCode(services, banners)
    .where(
      and(
        filter.id !== undefined ? eq(banners.id, filter.id) : undefined,
        filter.merchant ? eq(merchants.code, filter.merchant) : undefined,
        filter.group ? eq(banners.groupName, filter.group) : undefined,
        filter.language ? eq(banners.language, filter.language) : undefined,
      ),
    )
    .orderBy(asc(banners.merchantId), asc(banners.groupName), asc(banners.language), asc(banners.sequence), asc(banners.id));
  return rows.map(({ row, merchant }) => ({
    id: row.id,
    merchant,
    group: row.groupName,
    language: row.language,
    sequence: row.sequence,
    headline: row.headline,
    subline: row.subline,
    url: bannerImageUrl(row),
  }));
}

function checkText(name: keyof BannerChange, value: string | undefined): void {
  if (value !== undefined && (value.trim() === '' || value.length > BANNER_TEXT_MAX)) {
    throw refuse(`a banner's ${name} has 1 to ${BANNER_TEXT_MAX} characters`);
  }
}

/** Redraws one banner with a new headline and/or subline; every platform process answers its new URL. */
export async function changeBanner(
  services: PlatformServices,
  id: number,
  change: BannerChange,
): Promise<{ before: AdminBanner; after: AdminBanner }> {
  if (change.headline === undefined && change.subline === undefined) throw refuse('give a new headline, a new subline, or both');
  checkText('headline', change.headline);
  checkText('subline', change.subline);
  const [before] = await listBanners(services, { id });
  if (!before) throw refuse(`no banner ${id}`, 'not.found');
  await services.db
    .update(banners)
    .set({
      ...(change.headline !== undefined && { headline: change.headline }),
      ...(change.subline !== undefined && { subline: change.subline }),
    })
    .where(eq(banners.id, id));
  services.readCache.invalidate('content');
  const [after] = await listBanners(services, { id });
  return { before, after: after! };
}
