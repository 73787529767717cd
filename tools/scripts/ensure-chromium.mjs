// Playwright cannot download its own browser here: Debian's Chromium is installed when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
