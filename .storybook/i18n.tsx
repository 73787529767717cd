import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LanguageCode } from '@playdeck/brand';
import { i18n, initI18n, setLanguage } from '@playdeck/i18n';

let initialised: Promise<void> | undefined;

async function switchTo(language: LanguageCode): Promise<void> {
  if (!initialised) {
    initialised = initI18n(language);
    return initialised;
  }
  await initialised;
  await setLanguage(language);
}

/** Renders the story once the toolbar's language is loaded, so stories never flash untranslated keys. */
export function StoryI18n({ language, children }: { language: LanguageCode; children: ReactNode }) {
  const [loaded, setLoaded] = useState<LanguageCode | null>(null);

  useEffect(() => {
    let current = true;
    switchTo(language).then(
      () => current && setLoaded(language),
      (error: unknown) => console.error(`Storybook: could not switch to language ${language}`, error),
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (loaded === null) return null;
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
