import { hueColor, type BrandHues } from './brand-tint';
import { clip, escapeXml, hueOf, svgDocument } from './svg';

/**
 * Sequence 1 is the 750×300 list card, 2 the 750×420 detail banner; coloured by category. The category is
 * not written on the art: an `<img>` request carries no language, and the screens name the category in the
 * visitor's language already (the filter tabs), so a raw key like POINT_MALL would only contradict them.
 * Drawn in the brand's hues (brand-tint.ts); the category only sets how dark the card is, so cards of
 * different categories still look apart.
 */
export function promotionSvg(title: string, category: string, sequence: number, hues: BrandHues): string {
  const height = sequence === 1 ? 300 : 420;
  const depth = (hueOf(category) % 5) * 0.04;
  const from = hueColor(hues.primary, 0.7, 0.3 + depth);
  const to = hueColor(hues.secondary, 0.75, 0.42 + depth);
  return svgDocument(
    750,
    height,
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="750" height="${height}" fill="url(#p)"/>` +
      `<text x="48" y="${height / 2 + 24}" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(clip(title, 30))}</text>`,
  );
}
