import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LanguageCode } from '@playdeck/brand';
import { i18n, initI18n, loadTexts, reloadBrandTexts, setLanguage, TEXT_GROUPS } from '@playdeck/i18n';

let queue: Promise<unknown> = Promise.resolve();
let textsOf: string | undefined;

async function switchTo(brandId: string, language: LanguageCode): Promise<void> {
  if (textsOf === undefined) {
    // Stories show screens' parts outside their route loaders: load every lazy text group up front.
    await initI18n(language);
    await Promise.all(TEXT_GROUPS.map((group) => loadTexts(group)));
  } else if (textsOf !== brandId) {
    await reloadBrandTexts(language);
  } else {
    await setLanguage(language);
  }
  textsOf = brandId;
}

/**
 * Renders the story once the language's texts, with the active brand's copy, are loaded, so stories never flash
 * untranslated keys or the previous brand's copy. Switches run one at a time.
 */
export function StoryI18n({ brandId, language, children }: { brandId: string; language: LanguageCode; children: ReactNode }) {
  const wanted = `${brandId}:${language}`;
  const [loaded, setLoaded] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const next = queue.then(() => switchTo(brandId, language));
    queue = next.catch(() => undefined);
    next.then(
      () => current && setLoaded(wanted),
      (error: unknown) => console.error(`Storybook: could not switch to ${wanted}`, error),
    );
    return () => {
      current = false;
    };
  }, [brandId, language, wanted]);

  if (loaded !== wanted) return null;
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
