import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { brand, type LanguageCode } from '@playdeck/brand';
import { htmlLangFor, initialLanguage, isSupportedLanguage, storeLanguage } from './language';
import { loadDictionary } from './load-dictionary';
import type { TextGroup } from './text-group-names';

const NAMESPACE = 'translation';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

i18n.on('languageChanged', (code) => {
  if (isSupportedLanguage(code)) document.documentElement.lang = htmlLangFor(code);
});

async function ensureLoaded(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, NAMESPACE)) return;
  i18n.addResourceBundle(code, NAMESPACE, await loadDictionary(code), true, true);
}

let initialising: Promise<void> | undefined;
/** Groups a screen has asked for: a language switch loads them too, before the switch. */
const wantedGroups = new Set<TextGroup>();
const loadedGroups = new Set<string>();

async function ensureGroupLoaded(group: TextGroup, code: LanguageCode): Promise<void> {
  const id = `${code}:${group}`;
  if (loadedGroups.has(id)) return;
  // The loader table (one entry per group and language) is a chunk of its own: the first render needs none of it.
  const { textGroupLoader } = await import('./text-groups');
  const texts = await textGroupLoader(group, code)();
  // No overwrite: a brand's override of one of these keys, loaded with the main dictionary, stays.
  i18n.addResourceBundle(code, NAMESPACE, texts, true, false);
  loadedGroups.add(id);
}

/** Loads a lazy text group (locales/<lang>/lazy/<group>.json) for the language in use, and for every later switch. */
export async function loadTexts(group: TextGroup): Promise<void> {
  wantedGroups.add(group);
  await initI18n();
  await ensureGroupLoaded(group, i18n.language as LanguageCode);
}

/**
 * Loads only the dictionary of the language in use, then initialises i18next with it. `language`
 * wins when the brand supports it; otherwise the stored choice, otherwise the brand's default.
 */
export function initI18n(language?: LanguageCode): Promise<void> {
  initialising ??= (async () => {
    const code = isSupportedLanguage(language) ? language : initialLanguage();
    const resources = { [code]: { [NAMESPACE]: await loadDictionary(code) } };
    await i18n.init({
      lng: code,
      resources,
      partialBundledLanguages: true,
      supportedLngs: [...brand.languages.supported],
      fallbackLng: false,
      // Keys are flat strings such as "route_home"; brand override files use the same flat shape.
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    document.documentElement.lang = htmlLangFor(code);
  })();
  // A failed dictionary download must not be remembered, so the caller can try again.
  initialising.catch(() => {
    initialising = undefined;
  });
  return initialising;
}

/** Loads the language's dictionary if needed, switches to it and remembers the choice. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  if (!isSupportedLanguage(code)) throw new Error(`Language ${code} is not supported by brand ${brand.id}`);
  await ensureLoaded(code);
  await Promise.all([...wantedGroups].map((group) => ensureGroupLoaded(group, code)));
  await i18n.changeLanguage(code);
  storeLanguage(code);
}

/**
 * After the active brand changed (Storybook's brand toolbar; an app bundle is built for one brand and never does):
 * forgets every dictionary and text group, which carry the old brand's overrides, adopts the new brand's languages
 * and loads `code`'s texts again.
 */
export async function reloadBrandTexts(code: LanguageCode): Promise<void> {
  await initI18n(code);
  const supported = [...brand.languages.supported, 'cimode'];
  i18n.options.supportedLngs = supported;
  // i18next keeps its own copy of the list from init.
  (i18n.services.languageUtils as unknown as { supportedLngs: string[] }).supportedLngs = supported;
  for (const loaded of Object.keys(i18n.store.data)) i18n.removeResourceBundle(loaded, NAMESPACE);
  loadedGroups.clear();
  await setLanguage(code);
}
