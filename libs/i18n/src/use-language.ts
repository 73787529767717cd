import { useTranslation } from 'react-i18next';
import { brand, type LanguageCode } from '@playdeck/brand';
import { setLanguage } from './i18n';
import { isSupportedLanguage } from './language';

export interface LanguageState {
  language: LanguageCode;
  supported: readonly LanguageCode[];
  setLanguage: (code: LanguageCode) => Promise<void>;
}

/** The language in use (re-renders when it changes) and the brand's choices. */
export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const current = i18n.language;
  return {
    language: isSupportedLanguage(current) ? current : brand.languages.default,
    supported: brand.languages.supported,
    setLanguage,
  };
}
