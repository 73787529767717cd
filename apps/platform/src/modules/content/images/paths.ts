import { createHash } from 'node:crypto';

/** Where the platform serves the images it generates; answers carry these origin-relative URLs. */
export const STATIC_BASE = '/wps/static';

/** What a banner image is drawn from: an edit makes a new URL, so neither a browser nor a cache shows the old one. */
export interface BannerArt {
  id: number;
  headline: string;
  subline: string;
  colorFrom: string;
  colorTo: string;
}

export function bannerImageUrl(banner: BannerArt): string {
  const version = createHash('sha1')
    .update(JSON.stringify([banner.headline, banner.subline, banner.colorFrom, banner.colorTo]))
    .digest('hex')
    .slice(0, 8);
  return `${STATIC_BASE}/banners/${banner.id}.svg?v=${version}`;
}
export const promotionImageUrl = (id: number, sequence: number) => `${STATIC_BASE}/promotions/${id}-${sequence}.svg`;
/** The app icon of one brand (brand.json id), drawn in its colours. */
export const appIconUrl = (brandId: string) => `${STATIC_BASE}/app/icon-${brandId}.svg`;
export const APP_ICON_FILE = /^icon-([a-z0-9][a-z0-9-]{0,39})\.svg$/;
/** A brand.json id as a path segment of the art drawn in that brand's colours. */
export const BRAND_ID_SEGMENT = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * Team names become URL-safe slugs; the badge is drawn from the brand and the slug alone, so no lookup is
 * needed. The brand's id is in the path because crests are drawn in its colours.
 */
export function teamSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
export const teamImagesBase = (brandId: string) => `${STATIC_BASE}/teams/${brandId}/`;
export const teamImageUrl = (brandId: string, name: string) => `${teamImagesBase(brandId)}${teamSlug(name)}.svg`;
export const TEAM_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
