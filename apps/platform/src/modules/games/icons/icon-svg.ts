import { hueColor, type BrandHues } from '../../content/images/brand-tint';

/**
 * Generated artwork: initials on the brand's hues (brand-tint.ts), so the platform needs no image files and no
 * brand shows another's colours. The name only sets how deep and how bright the brand's colours are drawn,
 * so neighbouring tiles still look apart.
 */

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

/** A square game tile: a gradient from the brand's primary to its secondary hue, the name's initials, the vendor underneath. */
export function gameIconSvg(name: string, vendor: string, hues: BrandHues): string {
  const variant = hash(name);
  const from = hueColor(hues.primary, 0.55 + (variant % 5) * 0.06, 0.36 + ((variant >>> 4) % 6) * 0.025);
  const to = hueColor(hues.secondary, 0.6 + (hash(vendor) % 4) * 0.06, 0.2 + ((variant >>> 8) % 5) * 0.025);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>
<circle cx="100" cy="88" r="58" fill="rgba(255,255,255,0.16)"/>
<text x="100" y="108" text-anchor="middle" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
<text x="100" y="178" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" fill="rgba(255,255,255,0.85)">${escapeXml(vendor)}</text>
</svg>`;
}

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
