// Playwright cannot download its own browser here: Debian's Chromium is installed when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How journeys and benchmarks launch it: no sandbox or GPU here, and brand hosts (*.localhost) reach this machine only. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/**
 * The fonts the visual snapshots are drawn with (tools/visual/fonts.mjs shows Chromium these alone), so a picture
 * is the same on every machine, by the Debian package that installs them: fonts-dejavu-core, which Chromium's
 * fontconfig usually brings anyway, and for Thai (TH, which DejaVu has no glyphs for) fonts-tlwg-loma-ttf, Debian's
 * small Thai sans (200 kB), which fontconfig picks only for characters DejaVu lacks.
 */
export const PINNED_FONT_PACKAGES = {
  'fonts-dejavu-core': [
    'DejaVuSans.ttf',
    'DejaVuSans-Bold.ttf',
    'DejaVuSansMono.ttf',
    'DejaVuSansMono-Bold.ttf',
    'DejaVuSerif.ttf',
    'DejaVuSerif-Bold.ttf',
  ].map((file) => `/usr/share/fonts/truetype/dejavu/${file}`),
  'fonts-tlwg-loma-ttf': ['Loma.ttf', 'Loma-Bold.ttf'].map((file) => `/usr/share/fonts/truetype/tlwg/${file}`),
};
export const PINNED_FONTS = Object.values(PINNED_FONT_PACKAGES).flat();

/** The font packages with a pinned file missing on this machine. */
export const missingFontPackages = (exists = existsSync) =>
  Object.entries(PINNED_FONT_PACKAGES)
    .filter(([, files]) => !files.every((file) => exists(file)))
    .map(([name]) => name);

export function ensureChromium() {
  const packages = [...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']), ...missingFontPackages()];
  if (packages.length === 0) return true;
  console.log(`Installing Debian's ${packages.join(' and ')} (${CHROMIUM_PATH} or the pinned fonts are missing)`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', ...packages])) {
    console.error(`Could not install ${packages.join(' and ')}; install with: apt-get install -y ${packages.join(' ')}`);
    return false;
  }
  return existsSync(CHROMIUM_PATH) && PINNED_FONTS.every((file) => existsSync(file));
}

// `node tools/scripts/ensure-chromium.mjs`: what a CI job runs before its journeys (.github/workflows/brands.yml).
if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
