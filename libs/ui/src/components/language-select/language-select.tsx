import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangFor, languageName, useLanguage } from '@playdeck/i18n';
import type { LanguageCode } from '@playdeck/brand';
import * as styles from './language-select.css';

/** The brand's languages (spec section 2, language selector), each named in its own language (its language.json). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, supported, setLanguage } = useLanguage();
  const id = useId();
  if (supported.length < 2) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('language_select')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => void setLanguage(event.target.value as LanguageCode)}
        data-testid="language-select"
      >
        {supported.map((code) => (
          <option key={code} value={code} lang={htmlLangFor(code)}>
            {languageName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
