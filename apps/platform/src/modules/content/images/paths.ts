/** Where the platform serves the images it generates; answers carry these origin-relative URLs. */
export const STATIC_BASE = '/wps/static';

export const bannerImageUrl = (id: number) => `${STATIC_BASE}/banners/${id}.svg`;
export const promotionImageUrl = (id: number, sequence: number) => `${STATIC_BASE}/promotions/${id}-${sequence}.svg`;
/** The app icon of one brand (brand.json id), drawn in its colours. */
export const appIconUrl = (brandId: string) => `${STATIC_BASE}/app/icon-${brandId}.svg`;
export const APP_ICON_FILE = /^icon-([a-z0-9][a-z0-9-]{0,39})\.svg$/;

/** Team names become URL-safe slugs; the badge is drawn from the slug alone, so no lookup is needed. */
export function teamSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
export const teamImageUrl = (name: string) => `${STATIC_BASE}/teams/${teamSlug(name)}.svg`;
export const TEAM_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
