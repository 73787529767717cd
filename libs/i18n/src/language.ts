import { brand, type LanguageCode } from '@playdeck/brand';

/** localStorage key holding the chosen language as the platform code ("EN", "TY"); spec section 3. */
export const LANGUAGE_STORAGE_KEY = 'language';

const HTML_LANG: Record<LanguageCode, string> = { EN: 'en', TY: 'vi' };

export function htmlLangFor(code: LanguageCode): string {
  return HTML_LANG[code];
}

export function isSupportedLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (brand.languages.supported as readonly string[]).includes(value);
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can throw in private modes or sandboxed frames; the brand default still works.
    return null;
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Same as above: the choice simply isn't remembered.
  }
}

/** The stored language when this brand supports it, else the brand's default. */
export function initialLanguage(): LanguageCode {
  const stored = readStoredLanguage();
  return isSupportedLanguage(stored) ? stored : brand.languages.default;
}
