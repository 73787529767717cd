import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DICTIONARIES_DIR, LANGUAGE_FILE } from './dictionaries';
import type { LoadedBrand } from './load-brand';

export { DICTIONARIES_DIR } from './dictionaries';

function jsonFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return jsonFilesUnder(file);
    return entry.name.endsWith('.json') && entry.name !== LANGUAGE_FILE ? [file] : [];
  });
}

/** Every text key any language's dictionary defines. */
export function dictionaryKeys(workspaceRoot: string): Set<string> {
  const root = path.join(workspaceRoot, DICTIONARIES_DIR);
  const keys = new Set<string>();
  if (!existsSync(root)) return keys;
  for (const file of jsonFilesUnder(root)) {
    for (const key of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) keys.add(key);
  }
  return keys;
}

export interface UnknownLocaleKeys {
  /** brands/<id>/locales/<lang>.json, relative to the workspace. */
  file: string;
  keys: string[];
}

/**
 * Keys of a brand's locale overrides that no dictionary has: a misspelt key overrides nothing, so the text the
 * operator meant to change stays as it was.
 */
export function unknownLocaleKeys(workspaceRoot: string, brand: Pick<LoadedBrand, 'dir'>): UnknownLocaleKeys[] {
  const localesDir = path.join(brand.dir, 'locales');
  if (!existsSync(localesDir)) return [];
  const known = dictionaryKeys(workspaceRoot);
  return readdirSync(localesDir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()
    .map((entry) => {
      const file = path.join(localesDir, entry);
      const keys = Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object).filter((key) => !known.has(key));
      return { file: path.relative(workspaceRoot, file), keys };
    })
    .filter((result) => result.keys.length > 0);
}

export function describeUnknownLocaleKeys({ file, keys }: UnknownLocaleKeys): string {
  return `${file}: ${keys.map((key) => `"${key}"`).join(', ')} ${keys.length === 1 ? 'is' : 'are'} in no dictionary of ${DICTIONARIES_DIR}, so ${keys.length === 1 ? 'it overrides' : 'they override'} nothing (misspelt?)`;
}
