import { hueColor, hueOfHex } from '../images/brand-tint';
import { artHash, coin, metalGradient, metalHue, rays, scatter, sparkle, svgOf } from './art-svg';
import { fitText, textPathData } from './glyph-text';

export const BANNER_SIZE = { width: 750, height: 300 } as const;

/** What a banner is drawn from: its texts and its gradient (brand.json's hues, chosen at seed: demo-banners.ts). */
export interface BannerPicture {
  headline: string;
  subline: string;
  colorFrom: string;
  colorTo: string;
}

const TEXT_X = 44;
const TEXT_WIDTH = 430;

/** The banner as SVG with its text in outlines: gradient, light rays, coins and sparkles on the right, the title on the left. */
export function bannerArtSvg({ headline, subline, colorFrom, colorTo }: BannerPicture): string {
  const { width, height } = BANNER_SIZE;
  const next = scatter(artHash(headline));
  const title = fitText(headline, { maxWidth: TEXT_WIDTH, maxLines: 2, maxSize: 50, minSize: 30, weight: 'bold' });
  const sub = fitText(subline, { maxWidth: TEXT_WIDTH, maxLines: 1, maxSize: 26, minSize: 18, weight: 'semibold' });
  const lineHeight = title.size * 1.12;
  const blockHeight = title.lines.length * lineHeight + 14 + sub.size;
  const top = (height - blockHeight) / 2 + title.size * 0.9;
  const titleData = title.lines
    .map((line, index) => textPathData(line, { x: TEXT_X, y: top + index * lineHeight, size: title.size, weight: 'bold' }))
    .join('');
  const subY = top + (title.lines.length - 1) * lineHeight + 14 + sub.size * 1.05;
  const subData = textPathData(sub.lines[0] ?? '', { x: TEXT_X, y: subY, size: sub.size, weight: 'semibold' });
  const metal = metalHue([hueOfHex(colorFrom), hueOfHex(colorTo)]);
  const heroX = 590 + next() * 40;
  const heroY = 140 + next() * 30;
  const coins = [
    coin(heroX - 40, heroY + 40, 54, metal),
    coin(heroX + 62, heroY - 52, 34, metal),
    coin(heroX + 78, heroY + 88, 24, metal),
    coin(heroX - 120, heroY - 78, 18, metal),
  ].join('');
  const sparkles = Array.from({ length: 7 }, () =>
    sparkle(480 + next() * 260, 20 + next() * 260, 6 + next() * 12, '#ffffff', 0.55 + next() * 0.4),
  ).join('');
  return svgOf(
    width,
    height,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colorFrom}"/><stop offset="1" stop-color="${colorTo}"/></linearGradient>` +
      `<radialGradient id="glow" cx="${heroX / width}" cy="${heroY / height}" r="0.55"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
      `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="0.65" stop-color="#000" stop-opacity="0"/></linearGradient>${metalGradient(metal)}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<path d="${rays(heroX, heroY, 520, 14, next())}" fill="#fff" opacity="0.09"/>` +
      `<rect width="${width}" height="${height}" fill="url(#glow)"/>` +
      `<circle cx="${heroX}" cy="${heroY}" r="118" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="3"/>` +
      `<circle cx="${heroX}" cy="${heroY}" r="146" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>` +
      coins +
      sparkles +
      `<rect width="${width}" height="${height}" fill="url(#shade)"/>` +
      `<path d="${titleData}" transform="translate(0 3)" fill="#000" opacity="0.28"/><path d="${titleData}" fill="#fff"/>` +
      `<path d="${subData}" fill="#fff" opacity="0.92"/>` +
      `<rect x="${TEXT_X}" y="${subY + 20}" width="64" height="6" rx="3" fill="${hueColor(metal, 0.95, 0.53)}"/>`,
  );
}
