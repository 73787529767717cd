import { hueColor, type BrandHues } from '../images/brand-tint';
import { artHash, coin, metalGradient, metalHue, rays, scatter, sparkle, svgOf } from './art-svg';
import { fitText, textPathData, textWidth } from './glyph-text';

export const TILE_SIZE = 200;

/** What a game tile is drawn from: the game's and its vendor's names, in the brand's hues (brand.json theme). */
export interface TilePicture {
  name: string;
  vendor: string;
  hues: BrandHues;
}

/** The emblem in the tile's middle, one of a few by the game's name so neighbouring tiles differ. */
function emblem(kind: number, cx: number, cy: number, accent: string, metal: number): string {
  switch (kind % 4) {
    case 0:
      return coin(cx, cy, 34, metal);
    case 1:
      // A cut gem.
      return (
        `<path d="M${cx - 36} ${cy - 10}L${cx - 20} ${cy - 32}H${cx + 20}L${cx + 36} ${cy - 10}L${cx} ${cy + 36}Z" fill="${accent}"/>` +
        `<path d="M${cx - 36} ${cy - 10}H${cx + 36}L${cx} ${cy + 36}Z" fill="#000" opacity="0.18"/>` +
        `<path d="M${cx - 20} ${cy - 32}L${cx - 8} ${cy - 10}L${cx} ${cy + 36}L${cx + 8} ${cy - 10}L${cx + 20} ${cy - 32}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/>`
      );
    case 2:
      // A crown.
      return (
        `<path d="M${cx - 38} ${cy + 22}L${cx - 42} ${cy - 22}L${cx - 18} ${cy - 2}L${cx} ${cy - 34}L${cx + 18} ${cy - 2}L${cx + 42} ${cy - 22}L${cx + 38} ${cy + 22}Z" fill="url(#coin)"/>` +
        `<rect x="${cx - 38}" y="${cy + 16}" width="76" height="12" rx="4" fill="${hueColor(metal, 0.88, 0.33)}"/><circle cx="${cx}" cy="${cy + 4}" r="6" fill="${accent}"/>`
      );
    default:
      // A playing card with a heart.
      return (
        `<g transform="rotate(-10 ${cx} ${cy})"><rect x="${cx - 28}" y="${cy - 38}" width="56" height="76" rx="8" fill="#fff"/>` +
        `<path d="M${cx} ${cy + 16}C${cx - 30} ${cy - 4} ${cx - 16} ${cy - 26} ${cx} ${cy - 12}C${cx + 16} ${cy - 26} ${cx + 30} ${cy - 4} ${cx} ${cy + 16}Z" fill="${accent}"/></g>`
      );
  }
}

/** A square tile as SVG with its text in outlines: the brand's gradient, rays, an emblem, the vendor on top and the game's name below. */
export function gameTileSvg({ name, vendor, hues }: TilePicture): string {
  const variant = artHash(name);
  const next = scatter(variant);
  const from = hueColor(hues.primary, 0.6 + (variant % 5) * 0.06, 0.4 + ((variant >>> 4) % 6) * 0.025);
  const to = hueColor(hues.secondary, 0.62 + (artHash(vendor) % 4) * 0.06, 0.2 + ((variant >>> 8) % 5) * 0.025);
  const accent = hueColor(hues.secondary, 0.85, 0.55);
  const metal = metalHue([hues.primary, hues.secondary]);
  const size = TILE_SIZE;
  const title = fitText(name, { maxWidth: size - 24, maxLines: 2, maxSize: 24, minSize: 14, weight: 'bold' });
  const lineHeight = title.size * 1.1;
  const lastBaseline = size - 14;
  const firstBaseline = lastBaseline - (title.lines.length - 1) * lineHeight;
  const titleData = title.lines
    .map((line, index) =>
      textPathData(line, { x: size / 2, y: firstBaseline + index * lineHeight, size: title.size, weight: 'bold', anchor: 'middle' }),
    )
    .join('');
  const bandTop = firstBaseline - title.size - 16;
  const vendorData = textPathData(vendor.toUpperCase(), { x: 14, y: 24.5, size: 11, weight: 'semibold' });
  const emblemY = Math.min(84, bandTop / 2 + 8);
  return svgOf(
    size,
    size,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
      `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.45" stop-color="#000" stop-opacity="0.55"/></linearGradient>${metalGradient(metal)}</defs>` +
      `<rect width="${size}" height="${size}" rx="24" fill="url(#bg)"/>` +
      `<path d="${rays(size / 2, emblemY, 170, 10, next())}" fill="#fff" opacity="0.1"/>` +
      `<circle cx="${size / 2}" cy="${emblemY}" r="52" fill="#fff" opacity="0.16"/>` +
      emblem(variant >>> 12, size / 2, emblemY, accent, metal) +
      sparkle(size / 2 + 46, emblemY - 36, 9, '#fff', 0.85) +
      sparkle(size / 2 - 52, emblemY + 22, 6, '#fff', 0.7) +
      `<path d="M0 ${bandTop}H${size}V${size - 24}A24 24 0 0 1 ${size - 24} ${size}H24A24 24 0 0 1 0 ${size - 24}Z" fill="url(#band)"/>` +
      `<rect x="8" y="10" width="${Math.min(size - 16, 12 + textWidth(vendor.toUpperCase(), 11, 'semibold'))}" height="21" rx="10.5" fill="#000" opacity="0.3"/>` +
      `<path d="${vendorData}" fill="#fff" opacity="0.9"/>` +
      `<path d="${titleData}" fill="#fff"/>`,
  );
}
