import type { ComponentType } from 'react';

/** The /m/app screen's chunk (QR codes, swiper), for the app's screen registry. */
export const loadAppDownloadScreen = (): Promise<{ default: ComponentType }> => import('./screen/app-download-screen');
