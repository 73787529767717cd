import { brand, brandImages, brandLocaleLoaders } from 'virtual:playdeck/brand';

export type RuntimeBrand = typeof brand;
export { brand, brandImages, brandLocaleLoaders };

/** The active brand's settings; the bundle is built for exactly one brand. */
export function useBrand(): RuntimeBrand {
  return brand;
}
