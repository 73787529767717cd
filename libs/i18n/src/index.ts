export { i18n, initI18n, loadTexts, reloadBrandTexts, setLanguage } from './i18n';
export { TEXT_GROUPS, type TextGroup } from './text-group-names';
export { useLanguage, type LanguageState } from './use-language';
export { LANGUAGE_STORAGE_KEY, htmlLangFor, initialLanguage, isSupportedLanguage, languageName } from './language';
export { LANGUAGES, languageInfo, type LanguageInfo } from './languages';
export type { Dictionary } from './load-dictionary';
export { gameCategoryLabelKey } from './game-category-label';
export { formatDate, formatDateTime, formatDayFirst } from './format/local-time';
