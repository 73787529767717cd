/** A demo text in both languages, written for a brand. */
export type Localized = Record<'EN' | 'TY', string>;
export type BrandText = (brandName: string) => Localized;

/** A text that is the same for every brand. */
export const same =
  (text: Localized): BrandText =>
  () =>
    text;
export const DEMO_LANGUAGES = ['EN', 'TY'] as const;
