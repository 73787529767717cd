import { escapeXml, hueOf, svgDocument } from './svg';

/** A round 120×120 crest with the team's initials, coloured from its slug. */
export function teamSvg(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const initials = (words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [slug.slice(0, 2)]).join('').toUpperCase();
  const hue = hueOf(slug);
  return svgDocument(
    120,
    120,
    `<circle cx="60" cy="60" r="56" fill="hsl(${hue} 65% 42%)" stroke="hsl(${(hue + 40) % 360} 70% 70%)" stroke-width="6"/>` +
      `<text x="60" y="74" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
  );
}
