// The fonts every snapshot is drawn with, the same on every machine: Chromium asks fontconfig for fonts, and this
// fontconfig sees only Debian's fonts-dejavu-core and, for Thai, fonts-tlwg-loma-ttf (installed with Chromium by
// tools/scripts/ensure-chromium.mjs), whatever else the machine has. Every family a theme names (system-ui, 'Trebuchet MS', Roboto...) falls back to
// DejaVu Sans, so a brand's font choice changes its pictures only once the font ships with the app.
import { existsSync, mkdirSync, symlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PINNED_FONTS, missingFontPackages } from '../scripts/ensure-chromium.mjs';

/** fonts.conf for a folder of pinned fonts: generic families to DejaVu, everything else falling back to DejaVu Sans. */
export function fontconfigXml(fontDir, cacheDir) {
  const generic = (family, font) =>
    `  <match target="pattern"><test name="family"><string>${family}</string></test>` +
    `<edit name="family" mode="prepend" binding="strong"><string>${font}</string></edit></match>`;
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by tools/visual/fonts.mjs for the visual snapshots; do not edit. -->
<fontconfig>
  <dir>${fontDir}</dir>
  <cachedir>${cacheDir}</cachedir>
${generic('monospace', 'DejaVu Sans Mono')}
${generic('serif', 'DejaVu Serif')}
  <match target="pattern"><edit name="family" mode="append_last"><string>DejaVu Sans</string></edit></match>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`;
}

/**
 * Writes the pinned fonts' folder (links to the installed files) and its fonts.conf under `dir`; returns the
 * environment Chromium is started with, or { error } naming what to install.
 */
export function pinnedFontEnv(dir) {
  const missing = PINNED_FONTS.filter((file) => !existsSync(file));
  if (missing.length)
    return {
      error: `Missing ${missing.join(', ')}: run node tools/scripts/ensure-chromium.mjs (installs ${missingFontPackages().join(' and ')})`,
    };
  const fontDir = path.join(dir, 'fonts');
  const cacheDir = path.join(dir, 'cache');
  rmSync(fontDir, { recursive: true, force: true });
  mkdirSync(fontDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  for (const file of PINNED_FONTS) symlinkSync(file, path.join(fontDir, path.basename(file)));
  const config = path.join(dir, 'fonts.conf');
  writeFileSync(config, fontconfigXml(fontDir, cacheDir));
  return { env: { FONTCONFIG_FILE: config } };
}
