import { iosTooOldForApp, showsAddToHomeTip } from './ios-support';
import {
  iosBrowser,
  iosVersion,
  isAndroid,
  isIos,
  isNativeApp,
  needsSafariForDownload,
  type IosBrowser,
  type IosVersion,
} from './user-agent';

export type DevicePlatform = 'ios' | 'android' | 'other';

/** What the download page needs to know about the phone it runs on. */
export interface DeviceInfo {
  platform: DevicePlatform;
  iosVersion: IosVersion | null;
  iosBrowser: IosBrowser | null;
  /** An iOS browser other than Safari: profiles and apps install from Safari only. */
  needsSafari: boolean;
  /** Spec section 4: iOS 12 below 12.2, or 11 and lower. */
  addToHomeTip: boolean;
  /** iOS below 12.4, which the app needs. */
  iosTooOldForApp: boolean;
  nativeApp: boolean;
}

/** The user agent and touch points of this browser; a Mac reports 0 touch points, an iPad in desktop mode 5. */
export interface AgentSource {
  userAgent: string;
  maxTouchPoints?: number;
}

export function describeDevice({ userAgent, maxTouchPoints = 0 }: AgentSource): DeviceInfo {
  const ios = isIos(userAgent, maxTouchPoints);
  return {
    platform: ios ? 'ios' : isAndroid(userAgent) ? 'android' : 'other',
    iosVersion: iosVersion(userAgent, maxTouchPoints),
    iosBrowser: iosBrowser(userAgent, maxTouchPoints),
    needsSafari: needsSafariForDownload(userAgent, maxTouchPoints),
    addToHomeTip: showsAddToHomeTip(userAgent, maxTouchPoints),
    iosTooOldForApp: iosTooOldForApp(userAgent, maxTouchPoints),
    nativeApp: isNativeApp(userAgent),
  };
}

export function currentAgent(nav: Navigator | undefined = globalThis.navigator): AgentSource {
  return { userAgent: nav?.userAgent ?? '', maxTouchPoints: nav?.maxTouchPoints ?? 0 };
}
