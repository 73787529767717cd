import { expect, it } from 'vitest';
import { i18n, initI18n } from '@playdeck/i18n';
import { loadHelpScreen } from './index';

// The 'content' texts are not in the first render's dictionary: each screen's loader brings them (through
// one helper, withTexts), so a screen never shows a raw key.
it('resolves a content screen with the content texts loaded', async () => {
  await initI18n();
  expect(i18n.exists('content_load_failed')).toBe(false);
  await loadHelpScreen();
  expect(i18n.exists('content_load_failed')).toBe(true);
});
