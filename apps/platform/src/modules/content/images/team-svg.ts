import { textPathData } from '../art/glyph-text';
import { hueColor, type BrandHues } from './brand-tint';
import { hueOf, svgDocument } from './svg';

export const TEAM_SIZE = { width: 120, height: 120 } as const;

/** What a team's crest is drawn from: its URL slug and the brand's hues. */
export interface TeamPicture {
  slug: string;
  hues: BrandHues;
}

export const teamPicture = (slug: string, hues: BrandHues) => ({ kind: 'team' as const, slug, hues });

/**
 * A round 120×120 crest with the team's initials (in outlines), in the brand's hues: the slug picks which of the
 * two fills the crest (the other rings it) and how deep it is, so the two sides of a match still look apart.
 */
export function teamSvg({ slug, hues }: TeamPicture): string {
  const words = slug.split('-').filter(Boolean);
  const initials = (words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [slug.slice(0, 2)]).join('').toUpperCase();
  const variant = hueOf(slug);
  const [fill, ring] = variant % 2 === 0 ? [hues.primary, hues.secondary] : [hues.secondary, hues.primary];
  return svgDocument(
    TEAM_SIZE.width,
    TEAM_SIZE.height,
    `<circle cx="60" cy="60" r="56" fill="${hueColor(fill, 0.65, 0.32 + (variant % 7) * 0.025)}" stroke="${hueColor(ring, 0.7, 0.7)}" stroke-width="6"/>` +
      `<path d="${textPathData(initials, { x: 60, y: 74, size: 40, weight: 'bold', anchor: 'middle' })}" fill="#fff"/>`,
  );
}
