import { describe, expect, it } from 'vitest';
import { PINNED_FONTS, PINNED_FONT_PACKAGES, missingFontPackages } from '../scripts/ensure-chromium.mjs';
import { fontconfigXml } from './fonts.mjs';

describe('the pinned fonts', () => {
  it("are Debian's fonts-dejavu-core files and a Thai font (fonts-tlwg-loma-ttf), the packages ensure-chromium.mjs installs", () => {
    expect(PINNED_FONT_PACKAGES['fonts-dejavu-core'].every((file) => file.startsWith('/usr/share/fonts/truetype/dejavu/DejaVu'))).toBe(
      true,
    );
    expect(PINNED_FONTS).toContain('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
    expect(PINNED_FONTS).toContain('/usr/share/fonts/truetype/tlwg/Loma.ttf');
  });

  it('installs only the packages whose files are missing (a fresh machine gets the Thai font)', () => {
    const dejavuOnly = (file) => file.includes('/dejavu/');
    expect(missingFontPackages(dejavuOnly)).toEqual(['fonts-tlwg-loma-ttf']);
    expect(missingFontPackages(() => true)).toEqual([]);
    expect(missingFontPackages(() => false)).toEqual(['fonts-dejavu-core', 'fonts-tlwg-loma-ttf']);
  });

  it('show Chromium only their own folder, every family falling back to DejaVu Sans, with fixed rendering settings', () => {
    const xml = fontconfigXml('/tmp/x/fonts', '/tmp/x/cache');
    expect(xml.match(/<dir>/g)).toHaveLength(1);
    expect(xml).toContain('<dir>/tmp/x/fonts</dir>');
    expect(xml).not.toContain('<include');
    expect(xml).toContain('<edit name="family" mode="append_last"><string>DejaVu Sans</string></edit>');
    expect(xml).toContain('<const>hintslight</const>');
  });
});
