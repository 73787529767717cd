import { describe, expect, it } from 'vitest';
import { PINNED_FONTS } from '../scripts/ensure-chromium.mjs';
import { fontconfigXml } from './fonts.mjs';
import { fileFor } from './static-server.mjs';

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

describe('serving the static Storybook', () => {
  it('serves files inside the folder only', () => {
    const root = import.meta.dirname;
    expect(fileFor(root, '/plan.mjs?x=1')).toBe(`${root}/plan.mjs`);
    expect(fileFor(root, '/../../package.json')).toBe(null);
    expect(fileFor(root, '/%2e%2e/%2e%2e/package.json')).toBe(null);
    expect(fileFor(root, '/no-such-file.js')).toBe(null);
    expect(fileFor(root, '/%E0%A4%A')).toBe(null);
  });
});
