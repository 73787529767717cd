import { expect, it } from 'vitest';
import { i18n, initI18n } from '@playdeck/i18n';
import { loadAppDownloadScreen } from './index';

// The 'download' texts are not in the first render's dictionary: the screen's loader brings them.
it('resolves the app-download screen with its texts loaded', async () => {
  await initI18n();
  expect(i18n.exists('app_download_title')).toBe(false);
  await loadAppDownloadScreen();
  expect(i18n.exists('app_download_title')).toBe(true);
});
