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

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium package`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', 'chromium'])) {
    console.error('Could not install chromium; install it with: apt-get install -y chromium');
    return false;
  }
  return existsSync(CHROMIUM_PATH);
}

// `node tools/scripts/ensure-chromium.mjs`: what a CI job runs before its journeys (.github/workflows/brands.yml).
if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
