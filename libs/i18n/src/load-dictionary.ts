import { brandLocaleLoaders, type LanguageCode } from '@playdeck/brand';

export type Dictionary = Record<string, string>;

// Each language folder's index.ts is its own chunk, so a bundle downloads only the language in use.
const baseLoaders = import.meta.glob<Dictionary>('./locales/*/index.ts', { import: 'default' });

/** The base dictionary for a language with the brand's overrides (brands/<id>/locales) laid over it. */
export async function loadDictionary(code: LanguageCode): Promise<Dictionary> {
  const loadBase = baseLoaders[`./locales/${code.toLowerCase()}/index.ts`];
  // The brand build refuses a brand language without a folder; this only meets a code from elsewhere.
  if (!loadBase) throw new Error(`No dictionary for language ${code} (expected libs/i18n/src/locales/${code.toLowerCase()}/)`);
  const loadOverrides = brandLocaleLoaders[code];
  const [base, overrides] = await Promise.all([loadBase(), loadOverrides ? loadOverrides() : {}]);
  return { ...base, ...overrides };
}
