import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { brand, type LanguageCode } from '@playdeck/brand';
import { htmlLangFor, initialLanguage, isSupportedLanguage, storeLanguage } from './language';
import { loadDictionary } from './load-dictionary';

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
  await i18n.changeLanguage(code);
  storeLanguage(code);
}
