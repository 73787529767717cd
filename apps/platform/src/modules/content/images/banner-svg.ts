import { clip, escapeXml, svgDocument } from './svg';

export interface BannerArt {
  headline: string;
  subline: string;
  colorFrom: string;
  colorTo: string;
}

/** A 750×300 banner: gradient, a few coins and the headline. */
export function bannerSvg({ headline, subline, colorFrom, colorTo }: BannerArt): string {
  return svgDocument(
    750,
    300,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(colorFrom)}"/><stop offset="1" stop-color="${escapeXml(colorTo)}"/></linearGradient></defs>` +
      `<rect width="750" height="300" fill="url(#g)"/>` +
      `<circle cx="640" cy="70" r="46" fill="#ffd54a" opacity="0.85"/><circle cx="690" cy="210" r="30" fill="#ffd54a" opacity="0.6"/><circle cx="575" cy="240" r="18" fill="#fff" opacity="0.35"/>` +
      `<text x="48" y="140" font-family="system-ui, sans-serif" font-size="46" font-weight="700" fill="#fff">${escapeXml(clip(headline, 26))}</text>` +
      `<text x="48" y="196" font-family="system-ui, sans-serif" font-size="26" fill="#fff" opacity="0.9">${escapeXml(clip(subline, 40))}</text>`,
  );
}
