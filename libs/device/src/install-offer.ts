import { supportsPwa } from './ios-support';
import type { LaunchFlags } from './launch-mode';
import { iosBrowser, isAndroid, isIos, isNativeApp } from './user-agent';

export interface InstallOfferFacts extends LaunchFlags {
  userAgent: string;
  maxTouchPoints: number;
  /** Chromium offered its install prompt (install-prompt.ts). */
  promptAvailable: boolean;
}

/** Android's install dialog, or the steps that put a web clip on an iPhone's home screen. */
export type InstallOffer = 'prompt' | 'web-clip-steps';

/**
 * What the download popup and the app page offer besides the app links, or null. Nothing once the site runs from
 * the home screen (the download bar's rule); on iOS only Safari can add a web clip, and only from 11.3 on.
 */
export function installOffer(facts: InstallOfferFacts): InstallOffer | null {
  const { userAgent, maxTouchPoints } = facts;
  if (isNativeApp(userAgent) || facts.standalone || facts.webClip) return null;
  if (isIos(userAgent, maxTouchPoints))
    return iosBrowser(userAgent, maxTouchPoints) === 'safari' && supportsPwa(userAgent, maxTouchPoints) ? 'web-clip-steps' : null;
  return facts.promptAvailable && isAndroid(userAgent) ? 'prompt' : null;
}
