import { supportsPwa } from './ios-support';
import type { LaunchFlags } from './launch-mode';
import { browserStorage, setStoredFlag, storedFlag } from './storage';
import { isIos, isNativeApp } from './user-agent';

/** localStorage key set when the visitor closes the download bar (spec section 3). */
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';

export interface DownloadBarFacts extends LaunchFlags {
  userAgent: string;
  maxTouchPoints: number;
  /** Whether the site has an iOS app link; unknown counts as yes. */
  hasIosLink: boolean;
  dismissed: boolean;
}

export type DownloadBarHiddenReason = 'dismissed' | 'native-app' | 'standalone' | 'web-clip-without-ios-link' | 'ios-without-pwa';

/** Why the download bar stays hidden (spec section 4), or null when it shows. */
export function downloadBarHiddenReason(facts: DownloadBarFacts): DownloadBarHiddenReason | null {
  if (facts.dismissed) return 'dismissed';
  if (isNativeApp(facts.userAgent)) return 'native-app';
  if (facts.standalone) return 'standalone';
  if (facts.webClip && !facts.hasIosLink) return 'web-clip-without-ios-link';
  if (isIos(facts.userAgent, facts.maxTouchPoints) && !supportsPwa(facts.userAgent, facts.maxTouchPoints)) return 'ios-without-pwa';
  return null;
}

export function isDownloadBarDismissed(storage: Storage | undefined = browserStorage()): boolean {
  return storedFlag(storage, HIDE_DOWNLOAD_BAR_KEY);
}

export function dismissDownloadBar(storage: Storage | undefined = browserStorage()): void {
  setStoredFlag(storage, HIDE_DOWNLOAD_BAR_KEY);
}
