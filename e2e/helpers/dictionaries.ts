import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Language = 'EN' | 'TY';

const localesDir = path.resolve(import.meta.dirname, '../../libs/i18n/src/locales');

/** Every text per language, as the app shows it: the first render's groups and the lazy ones (locales/<lang>/lazy). */
export const dictionaries = Object.fromEntries(
  (['EN', 'TY'] as const).map((language) => {
    const dirs = [path.join(localesDir, language.toLowerCase()), path.join(localesDir, language.toLowerCase(), 'lazy')];
    const files = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => path.join(dir, file)),
    );
    return [language, Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8'))))];
  }),
) as Record<Language, Record<string, string>>;

/** The development phone-auth service's hint (the code shown under the field) in `language`, the code its first group. */
export function phoneAuthCodeHint(language: Language): RegExp {
  const [before, after] = dictionaries[language]['signin_verify_dev_code']!.split('{{code}}');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before!)}(\\d{6})${escape(after ?? '')}`);
}
