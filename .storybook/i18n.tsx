import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LanguageCode } from '@playdeck/brand';
import { i18n, initI18n, loadTexts, reloadBrandTexts, setLanguage, TEXT_GROUPS } from '@playdeck/i18n';
import { beginPendingWork } from '@playdeck/ui';

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
  // Pending work for the visual snapshots (window.__playdeckPendingWork) until the texts are in: they load as chunks,
  // which the capture does not see, and a busy machine took a blank story, or a tall one as short, meanwhile. Taken
  // in the commit, so it is counted before Storybook reports the story rendered.
  useLayoutEffect(() => (loaded === wanted ? undefined : beginPendingWork()), [loaded, wanted]);

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
