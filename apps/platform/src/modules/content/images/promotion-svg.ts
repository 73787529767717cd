import { fitText, textPathData } from '../art/glyph-text';
import { hueColor, type BrandHues } from './brand-tint';
import { hueOf, svgDocument } from './svg';

const WIDTH = 750;
const TEXT_X = 48;

/** What a promotion's picture is drawn from: its title and category, which of its two pictures, and the brand's hues. */
export interface PromotionPicture {
  title: string;
  category: string;
  sequence: 1 | 2;
  hues: BrandHues;
}

export const promotionPicture = (title: string, category: string, sequence: 1 | 2, hues: BrandHues) => ({
  kind: 'promotion' as const,
  title,
  category,
  sequence,
  hues,
});

export const promotionSize = (sequence: 1 | 2) => ({ width: WIDTH, height: sequence === 1 ? 300 : 420 });

/**
 * Sequence 1 is the 750×300 list card, 2 the 750×420 detail banner; coloured by category. The category is
 * not written on the art: an `<img>` request carries no language, and the screens name the category in the
 * visitor's language already (the filter tabs), so a raw key like POINT_MALL would only contradict them.
 * Drawn in the brand's hues (brand-tint.ts); the category only sets how dark the card is, so cards of
 * different categories still look apart. The title is in outlines, fitted to two lines at most.
 */
export function promotionSvg({ title, category, sequence, hues }: PromotionPicture): string {
  const { height } = promotionSize(sequence);
  const depth = (hueOf(category) % 5) * 0.04;
  const from = hueColor(hues.primary, 0.7, 0.3 + depth);
  const to = hueColor(hues.secondary, 0.75, 0.42 + depth);
  const fitted = fitText(title, { maxWidth: WIDTH - 2 * TEXT_X, maxLines: 2, maxSize: 40, minSize: 26, weight: 'bold' });
  const lineHeight = fitted.size * 1.15;
  const top = (height - fitted.lines.length * lineHeight) / 2 + fitted.size * 0.9;
  const titleData = fitted.lines
    .map((line, index) => textPathData(line, { x: TEXT_X, y: top + index * lineHeight, size: fitted.size, weight: 'bold' }))
    .join('');
  return svgDocument(
    WIDTH,
    height,
    `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="${WIDTH}" height="${height}" fill="url(#p)"/>` +
      `<path d="${titleData}" fill="#fff"/>`,
  );
}
