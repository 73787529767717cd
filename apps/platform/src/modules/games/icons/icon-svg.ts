/** Generated artwork: deterministic colours and initials, so the platform needs no image files. */

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

/** A square game tile: gradient by name, the name's initials, the vendor underneath. */
export function gameIconSvg(name: string, vendor: string): string {
  const hue = hash(name) % 360;
  const accent = (hue + 40 + (hash(vendor) % 80)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${accent} 75% 30%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>
<circle cx="100" cy="88" r="58" fill="rgba(255,255,255,0.16)"/>
<text x="100" y="108" text-anchor="middle" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
<text x="100" y="178" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" fill="rgba(255,255,255,0.85)">${escapeXml(vendor)}</text>
</svg>`;
}

/** A wide vendor logo: the vendor's name on a colour of its own. */
export function vendorIconSvg(category: string, vendor: string): string {
  const hue = hash(vendor) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 120" width="280" height="120" role="img" aria-label="${escapeXml(vendor)}">
<rect width="280" height="120" rx="16" fill="hsl(${hue} 60% 38%)"/>
<text x="140" y="70" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(vendor)}</text>
<text x="140" y="102" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" fill="rgba(255,255,255,0.8)">${escapeXml(category)}</text>
</svg>`;
}
