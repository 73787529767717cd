import { hueColor, type BrandHues } from '../../content/images/brand-tint';

/** Vendor logos drawn on the brand's hues (brand-tint.ts), so no brand shows another's colours. */

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A wide vendor logo: the vendor's name on one of the brand's hues, the vendor picking which and how deep. */
export function vendorIconSvg(category: string, vendor: string, hues: BrandHues): string {
  const variant = hash(vendor);
  const fill = hueColor(variant % 2 === 0 ? hues.primary : hues.secondary, 0.6, 0.3 + ((variant >>> 1) % 5) * 0.025);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 120" width="280" height="120" role="img" aria-label="${escapeXml(vendor)}">
<rect width="280" height="120" rx="16" fill="${fill}"/>
<text x="140" y="70" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(vendor)}</text>
<text x="140" y="102" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" fill="rgba(255,255,255,0.8)">${escapeXml(category)}</text>
</svg>`;
}
