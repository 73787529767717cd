import { hueColor, type BrandHues } from './brand-tint';
import { escapeXml, hueOf, svgDocument } from './svg';

/**
 * A round 120×120 crest with the team's initials, in the brand's hues: the slug picks which of the two fills
 * the crest (the other rings it) and how deep it is, so the two sides of a match still look apart.
 */
export function teamSvg(slug: string, hues: BrandHues): string {
  const words = slug.split('-').filter(Boolean);
  const initials = (words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [slug.slice(0, 2)]).join('').toUpperCase();
  const variant = hueOf(slug);
  const [fill, ring] = variant % 2 === 0 ? [hues.primary, hues.secondary] : [hues.secondary, hues.primary];
  return svgDocument(
    120,
    120,
    `<circle cx="60" cy="60" r="56" fill="${hueColor(fill, 0.65, 0.32 + (variant % 7) * 0.025)}" stroke="${hueColor(ring, 0.7, 0.7)}" stroke-width="6"/>` +
      `<text x="60" y="74" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
  );
}
