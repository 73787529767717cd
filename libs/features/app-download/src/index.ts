import type { ComponentType } from 'react';
import { loadTexts } from '@playdeck/i18n';

/** The /m/app screen's chunk (QR codes, swiper) and its texts, for the app's screen registry. */
export const loadAppDownloadScreen = (): Promise<{ default: ComponentType }> =>
  Promise.all([import('./screen/app-download-screen'), loadTexts('download')]).then(([module]) => module);
