import { iosVersion, type IosVersion } from './user-agent';

/** The app installs on iOS 12.4 or later (spec section 4). */
export const APP_MINIMUM_IOS: IosVersion = { major: 12, minor: 4, patch: 0 };
/** Home-screen web apps (service workers, manifest) came with iOS 11.3. */
export const PWA_MINIMUM_IOS: IosVersion = { major: 11, minor: 3, patch: 0 };

export function compareIosVersions(a: IosVersion, b: IosVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

function iosBelow(userAgent: string, minimum: IosVersion, maxTouchPoints: number): boolean {
  const version = iosVersion(userAgent, maxTouchPoints);
  return version !== null && compareIosVersions(version, minimum) < 0;
}

/** False only on an iOS too old for home-screen web apps; other systems are not held back by this rule. */
export function supportsPwa(userAgent: string, maxTouchPoints = 0): boolean {
  return !iosBelow(userAgent, PWA_MINIMUM_IOS, maxTouchPoints);
}

/** True on an iOS older than the app needs (12.4). */
export function iosTooOldForApp(userAgent: string, maxTouchPoints = 0): boolean {
  return iosBelow(userAgent, APP_MINIMUM_IOS, maxTouchPoints);
}

/** Spec section 4: the add-to-home tip shows on iOS 12 below 12.2, or iOS 11 and lower. */
export function showsAddToHomeTip(userAgent: string, maxTouchPoints = 0): boolean {
  return iosBelow(userAgent, { major: 12, minor: 2, patch: 0 }, maxTouchPoints);
}
