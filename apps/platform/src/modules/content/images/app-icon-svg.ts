import { hueColor, type BrandHues } from './brand-tint';
import { svgDocument } from './svg';

export const APP_ICON_SIZE = { width: 192, height: 192 } as const;

/** The app icon is drawn from the brand's hues alone. */
export interface AppIconPicture {
  hues: BrandHues;
}

export const appIconPicture = (hues: BrandHues) => ({ kind: 'appIcon' as const, hues });

/** The app-download block's icon: a phone with a download arrow, in the brand's hues (a dark secondary, a bright primary). */
export function appIconSvg({ hues }: AppIconPicture): string {
  return svgDocument(
    APP_ICON_SIZE.width,
    APP_ICON_SIZE.height,
    `<rect width="192" height="192" rx="40" fill="${hueColor(hues.secondary, 0.45, 0.16)}"/>` +
      `<rect x="58" y="28" width="76" height="136" rx="12" fill="none" stroke="#fff" stroke-width="8"/>` +
      `<path d="M96 62v52m-22-22 22 22 22-22" fill="none" stroke="${hueColor(hues.primary, 0.75, 0.55)}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}
