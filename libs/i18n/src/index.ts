export { i18n, initI18n, setLanguage } from './i18n';
export { useLanguage, type LanguageState } from './use-language';
export { LANGUAGE_STORAGE_KEY, htmlLangFor, isSupportedLanguage } from './language';
export type { Dictionary } from './load-dictionary';
