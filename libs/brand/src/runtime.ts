import { brand, brandImages, brandLocaleLoaders } from 'virtual:playdeck/brand';

export type RuntimeBrand = typeof brand;
export { brand, brandImages, brandLocaleLoaders };

/** The active brand's settings; the bundle is built for exactly one brand. */
export function useBrand(): RuntimeBrand {
  return brand;
}

/**
 * Where a brand link that is a path opens (a page of the platform, such as its demo live chat): the platform's
 * origin, api.origin, or this site's own when that is empty (the site proxies /wps to the platform).
 */
export function platformOrigin(win: { location: Partial<Pick<Location, 'origin'>> } = window): string {
  if (brand.api.origin) return new URL(brand.api.origin).origin;
  return win.location.origin ?? '';
}
