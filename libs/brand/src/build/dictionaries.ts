import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '../constants';

/** Where libs/i18n keeps its dictionaries: one folder per language (its code in lower case), any depth of JSON files. */
export const DICTIONARIES_DIR = 'libs/i18n/src/locales';
/** A language folder's facts (html lang, name, flag): data, not text keys. */
export const LANGUAGE_FILE = 'language.json';
/** The module that bundles a language folder's main dictionary files into one chunk. */
export const DICTIONARY_ENTRY = 'index.ts';

export interface LanguageFacts {
  code: LanguageCode;
  /** BCP 47 tag for <html lang> and the web manifest ("vi" for TY). */
  htmlLang: string;
  /** The language's own name for itself, as the language selector shows it. */
  name: string;
  flag: string;
}

const folderOf = (workspaceRoot: string, code: LanguageCode) => path.join(workspaceRoot, DICTIONARIES_DIR, code.toLowerCase());

/** Codes of the languages the product ships: every locale folder with its language.json and dictionary entry. */
export function dictionaryLanguages(workspaceRoot: string): LanguageCode[] {
  const root = path.join(workspaceRoot, DICTIONARIES_DIR);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name.toUpperCase())
    .filter(
      (code) =>
        existsSync(path.join(folderOf(workspaceRoot, code), LANGUAGE_FILE)) &&
        existsSync(path.join(folderOf(workspaceRoot, code), DICTIONARY_ENTRY)),
    )
    .sort();
}

export function languageFacts(workspaceRoot: string, code: LanguageCode): LanguageFacts {
  const facts = JSON.parse(readFileSync(path.join(folderOf(workspaceRoot, code), LANGUAGE_FILE), 'utf8')) as Omit<LanguageFacts, 'code'>;
  return { code, htmlLang: facts.htmlLang, name: facts.name, flag: facts.flag };
}

/** One problem per brand language that has no locale folder: the build would otherwise ship keys instead of texts. */
export function missingDictionaryProblems(
  workspaceRoot: string,
  languages: { default: LanguageCode; supported: readonly LanguageCode[] },
): string[] {
  const shipped = dictionaryLanguages(workspaceRoot);
  const asked = [...new Set([languages.default, ...languages.supported])];
  return asked
    .filter((code) => !shipped.includes(code))
    .map((code) => {
      const field = languages.supported.includes(code) ? `languages.supported[${languages.supported.indexOf(code)}]` : 'languages.default';
      const folder = `${DICTIONARIES_DIR}/${code.toLowerCase()}`;
      return (
        `${field}: "${code}" has no dictionary: expected the folder ${folder}/ with ${LANGUAGE_FILE} and ${DICTIONARY_ENTRY} ` +
        `(copy ${DICTIONARIES_DIR}/en/ and translate it, see docs/languages.md); languages with a dictionary: ${shipped.join(', ')}`
      );
    });
}
