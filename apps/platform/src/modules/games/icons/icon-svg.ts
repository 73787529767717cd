import { textPathData } from '../../content/art/glyph-text';
import { hueColor, type BrandHues } from '../../content/images/brand-tint';
import { svgDocument } from '../../content/images/svg';

/** Vendor logos drawn on the brand's hues (brand-tint.ts), so no brand shows another's colours. */

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

export const VENDOR_ICON_SIZE = { width: 280, height: 120 } as const;

/** What a vendor icon is drawn from: the names in its CDN path and the brand's hues. */
export interface VendorIconPicture {
  category: string;
  vendor: string;
  hues: BrandHues;
}

export const vendorIconPicture = (category: string, vendor: string, hues: BrandHues) => ({
  kind: 'vendor' as const,
  category,
  vendor,
  hues,
});

/** A wide vendor logo: the vendor's name (in outlines) on one of the brand's hues, the vendor picking which and how deep. */
export function vendorIconSvg({ category, vendor, hues }: VendorIconPicture): string {
  const variant = hash(vendor);
  const fill = hueColor(variant % 2 === 0 ? hues.primary : hues.secondary, 0.6, 0.3 + ((variant >>> 1) % 5) * 0.025);
  return svgDocument(
    VENDOR_ICON_SIZE.width,
    VENDOR_ICON_SIZE.height,
    `<rect width="280" height="120" rx="16" fill="${fill}"/>` +
      `<path d="${textPathData(vendor, { x: 140, y: 70, size: 34, weight: 'bold', anchor: 'middle' })}" fill="#fff"/>` +
      `<path d="${textPathData(category, { x: 140, y: 102, size: 14, weight: 'semibold', anchor: 'middle' })}" fill="#fff" fill-opacity="0.8"/>`,
  );
}
