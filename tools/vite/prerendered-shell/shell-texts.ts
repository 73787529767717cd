import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Dictionary = Record<string, string>;

function jsonFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return jsonFilesUnder(file);
      // language.json holds the language's facts (html lang, name, flag), not texts.
      return entry.name.endsWith('.json') && entry.name !== 'language.json' ? [file] : [];
    })
    .sort();
}

/** A language's whole dictionary (every group file under libs/i18n's locales), with the brand's overrides on top. */
export function loadDictionary(workspaceRoot: string, language: string, brandLocaleFile?: string): Dictionary {
  const folder = path.join(workspaceRoot, 'libs/i18n/src/locales', language.toLowerCase());
  const files = [...jsonFilesUnder(folder), ...(brandLocaleFile ? [brandLocaleFile] : [])];
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Dictionary)) as Dictionary;
}

/** Looks texts up as i18next would ({{name}} placeholders); a key the dictionary lacks fails the build, naming it. */
export function dictionaryText(dictionary: Dictionary): (key: string, values?: Record<string, string>) => string {
  return (key, values = {}) => {
    const text = dictionary[key];
    if (text === undefined) throw new Error(`prerendered shell: the dictionary has no text "${key}"`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  };
}

/** The game list categories the dictionary titles (game_list_<TYPE>). */
export function gameListTypes(dictionary: Dictionary): string[] {
  return Object.keys(dictionary)
    .map((key) => /^game_list_([A-Z]+)$/.exec(key)?.[1])
    .filter((type): type is string => type !== undefined);
}
