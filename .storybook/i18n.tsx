import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LanguageCode } from '@playdeck/brand';
import { i18n, initI18n, loadTexts, setLanguage, TEXT_GROUPS } from '@playdeck/i18n';

let initialised: Promise<void> | undefined;

async function switchTo(language: LanguageCode): Promise<void> {
  if (!initialised) {
    // Stories show screens' parts outside their route loaders: load every lazy text group up front.
    initialised = initI18n(language)
      .then(() => Promise.all(TEXT_GROUPS.map((group) => loadTexts(group))))
      .then(() => undefined);
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
