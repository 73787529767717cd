import { brandLocaleLoaders, type LanguageCode } from '@playdeck/brand';

export type Dictionary = Record<string, string>;

// Each dictionary is its own chunk so a bundle downloads only the language in use.
const baseLoaders: Record<LanguageCode, () => Promise<Dictionary>> = {
  EN: () => import('./locales/en').then((module) => module.default),
  TY: () => import('./locales/ty').then((module) => module.default),
};

/** The base dictionary for a language with the brand's overrides (brands/<id>/locales) laid over it. */
export async function loadDictionary(code: LanguageCode): Promise<Dictionary> {
  const loadOverrides = brandLocaleLoaders[code];
  const [base, overrides] = await Promise.all([baseLoaders[code](), loadOverrides ? loadOverrides() : {}]);
  return { ...base, ...overrides };
}
