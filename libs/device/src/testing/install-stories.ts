import { captureInstallPrompt, type InstallOutcome } from '../install-prompt';

/** Safari on an iPhone that can add a web clip (iOS 16). */
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';

let listening = false;

/**
 * Fires Chromium's `beforeinstallprompt` with `prompt` as its install dialog; the player's answer is `outcome`
 * (never, for a dialog still open).
 */
export function fireInstallPrompt(prompt: () => Promise<unknown>, outcome: InstallOutcome | 'never'): void {
  const userChoice = outcome === 'never' ? new Promise(() => undefined) : Promise.resolve({ outcome });
  window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice }));
}

/**
 * A story's `beforeEach`: Chrome offers its install prompt (a fake dialog that never answers), as a phone does once
 * the site is installable; the cleanup forgets it. The app listens from its entry (main.tsx); a story has none.
 */
export function offerInstallPrompt(): () => void {
  if (!listening) captureInstallPrompt(window);
  listening = true;
  fireInstallPrompt(async () => undefined, 'never');
  return () => void window.dispatchEvent(new Event('appinstalled'));
}

/** A story's `beforeEach`: the page in Safari on an iPhone (the viewport stays the story's; the rules read the agent). */
export function inIphoneSafari(): () => void {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => IPHONE_SAFARI });
  return () => void Reflect.deleteProperty(navigator, 'userAgent');
}
