import { clip, escapeXml, hueOf, svgDocument } from './svg';

/**
 * Sequence 1 is the 750×300 list card, 2 the 750×420 detail banner; coloured by category. The category is
 * not written on the art: an `<img>` request carries no language, and the screens name the category in the
 * visitor's language already (the filter tabs), so a raw key like POINT_MALL would only contradict them.
 */
export function promotionSvg(title: string, category: string, sequence: number): string {
  const height = sequence === 1 ? 300 : 420;
  const hue = hueOf(category);
  return svgDocument(
    750,
    height,
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 70% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 75% 50%)"/></linearGradient></defs>` +
      `<rect width="750" height="${height}" fill="url(#p)"/>` +
      `<text x="48" y="${height / 2 + 24}" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(clip(title, 30))}</text>`,
  );
}
