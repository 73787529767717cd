/** Storybook's switchable brand module (libs/brand/src/build/story-brands-module.ts). */
declare module 'virtual:playdeck/story-brands' {
  type BrandConfig = import('../libs/brand/src/schema').BrandConfig;
  export type StoryBrand = Pick<BrandConfig, 'id' | 'name' | 'languages' | 'flags' | 'agentMenu' | 'theme'>;
  /** Every brands/<id>/, sorted by id. */
  export const storyBrands: readonly StoryBrand[];
  /** Makes `id` (or the initial brand, for an unknown id) the brand every component reads; returns it. */
  export function activateBrand(id: unknown): StoryBrand;
}
