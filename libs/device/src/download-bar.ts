import { supportsPwa } from './ios-support';
import type { LaunchFlags } from './launch-mode';
import { browserStorage, setStoredFlag, storedFlag } from './storage';
import { isIos, isNativeApp } from './user-agent';

/** localStorage key set when the visitor closes the download bar (spec section 3). */
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';

export interface DownloadBarFacts extends LaunchFlags {
  userAgent: string;
  maxTouchPoints: number;
  dismissed: boolean;
}

export type DownloadBarHiddenReason = 'dismissed' | 'native-app' | 'standalone' | 'web-clip' | 'ios-without-pwa';

/**
 * Why the download bar stays hidden (spec section 4), or null when it shows. A web clip hides it whether or not
 * the site has an iOS link (spec: "Hidden in the native app or web clip"): the clip is already on the home screen.
 */
export function downloadBarHiddenReason(facts: DownloadBarFacts): DownloadBarHiddenReason | null {
  if (facts.dismissed) return 'dismissed';
  if (isNativeApp(facts.userAgent)) return 'native-app';
  if (facts.standalone) return 'standalone';
  if (facts.webClip) return 'web-clip';
  if (isIos(facts.userAgent, facts.maxTouchPoints) && !supportsPwa(facts.userAgent, facts.maxTouchPoints)) return 'ios-without-pwa';
  return null;
}

export function isDownloadBarDismissed(storage: Storage | undefined = browserStorage()): boolean {
  return storedFlag(storage, HIDE_DOWNLOAD_BAR_KEY);
}

export function dismissDownloadBar(storage: Storage | undefined = browserStorage()): void {
  setStoredFlag(storage, HIDE_DOWNLOAD_BAR_KEY);
}
