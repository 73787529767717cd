import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@playdeck/brand';
import { describeError } from '@playdeck/api/client';
import { htmlLangFor, languageName, useLanguage } from '@playdeck/i18n';
import { useToast } from '@playdeck/ui';
import { Card, Text } from '@playdeck/ui/layout';
import * as styles from '../settings.css';

/**
 * The brand's languages (brand.json), switched through the app's language switch: every screen follows,
 * and the choice is remembered under the spec's `language` storage key.
 */
export function LanguageCard() {
  const { t } = useTranslation();
  const { language, supported, setLanguage } = useLanguage();
  const toast = useToast();
  const [switching, setSwitching] = useState(false);
  if (supported.length < 2) return null;

  const choose = async (code: LanguageCode) => {
    setSwitching(true);
    try {
      await setLanguage(code);
    } catch (error) {
      // The language's texts could not be downloaded: the screen stays in the language it had.
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Card gap="md" data-testid="settings-language">
      <Text as="h2" size="lg" weight="bold" id="settings-language-title">
        {t('settings_language_title')}
      </Text>
      <Text size="sm" tone="muted">
        {t('settings_language_intro')}
      </Text>
      <fieldset className={styles.fieldset} aria-labelledby="settings-language-title" aria-busy={switching || undefined}>
        {supported.map((code) => (
          <label key={code} className={styles.languageChoice}>
            <input
              type="radio"
              name="language"
              value={code}
              checked={language === code}
              disabled={switching}
              onChange={() => void choose(code)}
              data-testid={`language-${code}`}
            />
            <span lang={htmlLangFor(code)}>{languageName(code)}</span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
