/** A demo text in both languages, written for a brand. */
export type Localized = Record<'EN' | 'TY', string>;
export type BrandText = (brandName: string) => Localized;
export const DEMO_LANGUAGES = ['EN', 'TY'] as const;
