import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from '../schema';
import { contrastProblems } from '../contrast';
import { BrandConfigError, parseBrandSchema } from '../validate';
import { crossBrandClashes } from './cross-brand';
import { dictionaryLanguages, languageFacts, missingDictionaryProblems } from './dictionaries';

export interface LoadedBrand {
  /** Absolute path of brands/<id>. */
  dir: string;
  /** Absolute path of brands/<id>/brand.json. */
  file: string;
  config: BrandConfig;
  /** Absolute paths of brands/<id>/locales/<lang>.json, for the supported languages that have one. */
  localeFiles: Partial<Record<BrandConfig['languages']['default'], string>>;
  /** <html lang> of the brand's default language (its locale folder's language.json). */
  htmlLang: string;
}

export function brandsRoot(workspaceRoot: string): string {
  return path.join(workspaceRoot, 'brands');
}

export function listBrandIds(workspaceRoot: string): string[] {
  const root = brandsRoot(workspaceRoot);
  return readdirSync(root)
    .filter((entry) => existsSync(path.join(root, entry, 'brand.json')))
    .sort();
}

function readJson(file: string, label: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandConfigError(label, [`(file): expected valid JSON (${(error as Error).message})`]);
  }
}

function checkLocaleFile(file: string, label: string): void {
  const data = readJson(file, label);
  const problems: string[] = [];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    problems.push('(root): expected an object of text keys to strings');
  } else {
    for (const [key, value] of Object.entries(data)) {
      if (typeof value !== 'string') problems.push(`${key}: expected string, received ${typeof value}`);
    }
  }
  if (problems.length) throw new BrandConfigError(label, problems);
}

/** Reads, validates and cross-checks one brand folder; every problem names the file and field. */
export function loadBrand(workspaceRoot: string, id: string): LoadedBrand {
  const dir = path.join(brandsRoot(workspaceRoot), id);
  const file = path.join(dir, 'brand.json');
  const label = path.relative(workspaceRoot, file);
  if (!existsSync(file)) throw new BrandConfigError(label, ['(file): expected brand.json to exist']);
  const config = parseBrandSchema(readJson(file, label), label);

  // Every problem at once: unreadable colour pairs (parseBrandConfig's check), a wrong id, missing files, clashes.
  const problems: string[] = [...contrastProblems(config.theme)];
  if (config.id !== id) problems.push(`id: expected "${id}" (the folder name), received "${config.id}"`);
  const assets = [
    ...Object.entries(config.theme.images).map(([key, asset]) => [`theme.images.${key}`, asset] as const),
    ...Object.entries(config.icons ?? {}).map(([key, asset]) => [`icons.${key}`, asset] as const),
  ];
  for (const [field, asset] of assets) {
    const assetFile = path.join(dir, asset);
    if (!existsSync(assetFile) || !statSync(assetFile).isFile()) {
      problems.push(`${field}: expected the file ${path.relative(workspaceRoot, assetFile)} to exist`);
    }
  }
  problems.push(...missingDictionaryProblems(workspaceRoot, config.languages));
  problems.push(...crossBrandClashes(workspaceRoot, { ...config, id }));
  if (problems.length) throw new BrandConfigError(label, problems);

  const localeFiles: LoadedBrand['localeFiles'] = {};
  const localesDir = path.join(dir, 'locales');
  const shipped = dictionaryLanguages(workspaceRoot);
  if (existsSync(localesDir)) {
    for (const entry of readdirSync(localesDir)) {
      const code = entry.replace(/\.json$/, '').toUpperCase();
      const localeFile = path.join(localesDir, entry);
      const localeLabel = path.relative(workspaceRoot, localeFile);
      if (!entry.endsWith('.json') || !shipped.includes(code)) {
        throw new BrandConfigError(localeLabel, [`(file): expected <language>.json with language one of ${shipped.join(', ')}`]);
      }
      checkLocaleFile(localeFile, localeLabel);
      if (config.languages.supported.includes(code)) {
        localeFiles[code as keyof typeof localeFiles] = localeFile;
      }
    }
  }
  return { dir, file, config, localeFiles, htmlLang: languageFacts(workspaceRoot, config.languages.default).htmlLang };
}
