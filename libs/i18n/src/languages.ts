import type { LanguageCode } from '@playdeck/brand';

/** A language the product ships: its locale folder (locales/<code in lower case>/) and that folder's language.json. */
export interface LanguageInfo {
  /** The platform's code ("EN", "TY" for Vietnamese, "TH"), the folder's name in upper case. */
  code: LanguageCode;
  /** BCP 47 tag for <html lang> and `lang` attributes ("vi" for TY). */
  htmlLang: string;
  /** The language's own name for itself, shown by the language selectors. */
  name: string;
  flag: string;
}

// A few dozen bytes per language: the selectors need every brand language's name before its dictionary loads.
const facts = import.meta.glob<Omit<LanguageInfo, 'code'>>('./locales/*/language.json', { eager: true, import: 'default' });

const codeOf = (file: string) => file.split('/')[2]!.toUpperCase();

/** Every language with a locale folder, by code. */
export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = Object.fromEntries(
  Object.entries(facts).map(([file, info]) => [
    codeOf(file),
    { code: codeOf(file), htmlLang: info.htmlLang, name: info.name, flag: info.flag },
  ]),
);

export function languageInfo(code: LanguageCode): LanguageInfo | undefined {
  return Object.hasOwn(LANGUAGES, code) ? LANGUAGES[code] : undefined;
}
