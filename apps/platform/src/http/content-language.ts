import { PlatformError } from './platform-error';

/** The languages the reference platform keeps its texts in (demo content, wallet and game names, countries). */
export const CONTENT_LANGUAGES = ['EN', 'TY'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * The language the platform answers in for an asked one: itself when the platform has texts in it, else English, the
 * language every brand's operator writes first (a Thai page shows English announcements rather than none).
 */
export function contentLanguageOf(asked: string): ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(asked) ? (asked as ContentLanguage) : 'EN';
}

export interface RequestLanguages {
  /** The Language header's language (or the brand's default), as a content language. */
  language: ContentLanguage;
  /** The languages the merchant's brand offers (brand.json languages.supported). */
  offeredLanguages: readonly string[];
}

/**
 * A `language` query or body value wins over the Language header: a language the brand offers (any with a locale
 * folder, TH included) is answered in its content language; one it does not offer is a parameter error.
 */
export function contentLanguage(ctx: RequestLanguages, asked: string | undefined): ContentLanguage {
  if (!asked) return ctx.language;
  if (!ctx.offeredLanguages.includes(asked)) {
    throw new PlatformError('request_param_err', {
      status: 400,
      message: `language: ${asked} is not a language of this brand (${ctx.offeredLanguages.join(', ')})`,
      value: { field: 'language' },
    });
  }
  return contentLanguageOf(asked);
}
