import { hueColor, type BrandHues } from './brand-tint';
import { svgDocument } from './svg';

/** The app-download block's icon: a phone with a download arrow, in the brand's hues (a dark secondary, a bright primary). */
export function appIconSvg(hues: BrandHues): string {
  return svgDocument(
    192,
    192,
    `<rect width="192" height="192" rx="40" fill="${hueColor(hues.secondary, 0.45, 0.16)}"/>` +
      `<rect x="58" y="28" width="76" height="136" rx="12" fill="none" stroke="#fff" stroke-width="8"/>` +
      `<path d="M96 62v52m-22-22 22 22 22-22" fill="none" stroke="${hueColor(hues.primary, 0.75, 0.55)}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}
