import { clip, escapeXml, hueOf, svgDocument } from './svg';

/** Sequence 1 is the 750×300 list card, 2 the 750×420 detail banner; coloured by category. */
export function promotionSvg(title: string, category: string, sequence: number): string {
  const height = sequence === 1 ? 300 : 420;
  const hue = hueOf(category);
  return svgDocument(
    750,
    height,
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 70% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 75% 50%)"/></linearGradient></defs>` +
      `<rect width="750" height="${height}" fill="url(#p)"/>` +
      `<rect x="32" y="32" width="${category.length * 13 + 32}" height="40" rx="20" fill="#000" opacity="0.3"/>` +
      `<text x="48" y="59" font-family="system-ui, sans-serif" font-size="20" fill="#fff">${escapeXml(category.toUpperCase())}</text>` +
      `<text x="48" y="${height / 2 + 24}" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(clip(title, 30))}</text>`,
  );
}
