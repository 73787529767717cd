import { brand, type LanguageCode } from '@playdeck/brand';
import { languageInfo } from './languages';

/** localStorage key holding the chosen language as the platform code ("EN", "TY", "TH"); spec section 3. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** <html lang> of a language, from its locale folder's language.json. */
export function htmlLangFor(code: LanguageCode): string {
  return languageInfo(code)?.htmlLang ?? code.toLowerCase();
}

/** The language's own name for the selectors (language.json), the code when no folder names it. */
export function languageName(code: LanguageCode): string {
  return languageInfo(code)?.name ?? code;
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
