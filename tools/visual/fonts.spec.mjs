import { describe, expect, it } from 'vitest';
import { PINNED_FONTS } from '../scripts/ensure-chromium.mjs';
import { fontconfigXml } from './fonts.mjs';

describe('the pinned fonts', () => {
  it("are Debian's fonts-dejavu-core files, the package ensure-chromium.mjs installs", () => {
    expect(PINNED_FONTS.every((file) => file.startsWith('/usr/share/fonts/truetype/dejavu/DejaVu'))).toBe(true);
    expect(PINNED_FONTS).toContain('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
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
