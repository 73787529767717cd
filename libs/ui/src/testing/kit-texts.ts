import { i18n, initI18n, loadTexts } from '@playdeck/i18n';

/** For specs of the patterns: i18n in `language` with the "kit" text group loaded. */
export async function loadKitTexts(language: 'EN' | 'TY' = 'EN'): Promise<void> {
  await initI18n(language);
  await loadTexts('kit');
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await loadTexts('kit');
}
