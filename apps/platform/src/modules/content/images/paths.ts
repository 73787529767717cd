import { artVersion } from '../art/art-store';

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

export const bannerPicture = ({ headline, subline, colorFrom, colorTo }: BannerArt) => ({
  kind: 'banner' as const,
  headline,
  subline,
  colorFrom,
  colorTo,
});

/** A WebP drawn once per content (art/art-store.ts); the version names that content, so it is served as immutable. */
export function bannerImageUrl(banner: BannerArt): string {
  return `${STATIC_BASE}/banners/${banner.id}.webp?v=${artVersion(bannerPicture(banner))}`;
}
export const promotionImageUrl = (id: number, sequence: number) => `${STATIC_BASE}/promotions/${id}-${sequence}.svg`;
/** The app icon of one brand (brand.json id), drawn in its colours. */
export const appIconUrl = (brandId: string) => `${STATIC_BASE}/app/icon-${brandId}.webp`;
export const APP_ICON_FILE = /^icon-([a-z0-9][a-z0-9-]{0,39})\.webp$/;
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
export const teamImageUrl = (brandId: string, name: string) => `${teamImagesBase(brandId)}${teamSlug(name)}.webp`;
export const TEAM_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
