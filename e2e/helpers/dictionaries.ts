import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A language the journeys name directly. Every folder of libs/i18n/src/locales is in `dictionaries` (TH too); a
 * journey over a brand's languages reads them with `textsOf`.
 */
export type Language = 'EN' | 'TY';

const localesDir = path.resolve(import.meta.dirname, '../../libs/i18n/src/locales');
/** A locale folder's facts (html lang, name, flag), not texts. */
const LANGUAGE_FILE = 'language.json';

/** Every text per language, as the app shows it: the first render's groups and the lazy ones (locales/<lang>/lazy). */
export const dictionaries = Object.fromEntries(
  readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const dirs = [path.join(localesDir, entry.name), path.join(localesDir, entry.name, 'lazy')];
      const files = dirs.flatMap((dir) =>
        readdirSync(dir)
          .filter((file) => file.endsWith('.json') && file !== LANGUAGE_FILE)
          .map((file) => path.join(dir, file)),
      );
      return [entry.name.toUpperCase(), Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8'))))];
    }),
) as Record<Language, Record<string, string>> & Partial<Record<string, Record<string, string>>>;

/** Every text of a language with a locale folder (any code a brand.json offers). */
export function textsOf(language: string): Record<string, string> {
  const texts = dictionaries[language];
  if (!texts) throw new Error(`no locale folder libs/i18n/src/locales/${language.toLowerCase()}`);
  return texts;
}

/** A language's facts from its locale folder's language.json. */
export function languageFacts(language: string): { htmlLang: string; name: string; flag: string } {
  return JSON.parse(readFileSync(path.join(localesDir, language.toLowerCase(), LANGUAGE_FILE), 'utf8'));
}

/** The development phone-auth service's hint (the code shown under the field) in `language`, the code its first group. */
export function phoneAuthCodeHint(language: Language): RegExp {
  const [before, after] = dictionaries[language]['signin_verify_dev_code']!.split('{{code}}');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before!)}(\\d{6})${escape(after ?? '')}`);
}
