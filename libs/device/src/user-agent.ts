/** An iOS release, e.g. 12.1.4 → { major: 12, minor: 1, patch: 4 }. */
export interface IosVersion {
  major: number;
  minor: number;
  patch: number;
}

/** Which browser shows the page on iOS. Every one of them is WebKit; only Safari can install profiles and apps. */
export type IosBrowser = 'safari' | 'chrome' | 'firefox' | 'edge' | 'opera' | 'in-app' | 'other';

const IOS_DEVICE = /\b(?:iPhone|iPad|iPod)\b/;
const IOS_VERSION = /\b(?:iPhone|iPad|iPod)\b[^)]*?\bOS (\d+)[_.](\d+)(?:[_.](\d+))?/;
// iPadOS 13+ asks for desktop pages with a Mac user agent; only the touch screen gives it away.
const MAC = /\bMacintosh\b/;
const SAFARI_VERSION = /\bVersion\/(\d+)(?:\.(\d+))?(?:\.(\d+))?/;

const IOS_BROWSER_TOKENS: readonly [IosBrowser, RegExp][] = [
  ['chrome', /\bCriOS\//],
  ['firefox', /\bFxiOS\//],
  ['edge', /\bEdgiOS\//],
  ['opera', /\b(?:OPiOS|OPT)\//],
  // Apps that show pages in their own web view: Facebook, Messenger, Instagram, LINE, WeChat, Zalo, TikTok, Google app.
  [
    'in-app',
    /\bFBAN\/|\bFBAV\/|\bFB_IAB\b|\bInstagram\b|\bLine\/|\bMicroMessenger\/|\bZalo|\bTikTok\b|\bmusical_ly\b|\bBytedanceWebview\b|\bGSA\//,
  ],
  ['other', /\bYaBrowser\/|\bUCBrowser\/|\bDdg\/|\bMQQBrowser\/|\bbaiduboxapp\b/],
];

/** The project's own native wrapper adds this token, with its version, to its web view's user agent. */
const NATIVE_APP = /\bPlaydeckApp\//;
const NATIVE_APP_VERSION = /\bPlaydeckApp\/(\d+(?:\.\d+)*)/;

/** iPhone, iPad or iPod, including an iPad asking for desktop pages (`maxTouchPoints` tells it from a Mac). */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return IOS_DEVICE.test(userAgent) || (MAC.test(userAgent) && maxTouchPoints > 1);
}

export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/.test(userAgent);
}

/** The iOS release, or null when the page is not on iOS or the agent does not say. */
export function iosVersion(userAgent: string, maxTouchPoints = 0): IosVersion | null {
  const match = IOS_VERSION.exec(userAgent) ?? (isIos(userAgent, maxTouchPoints) ? SAFARI_VERSION.exec(userAgent) : null);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2] ?? 0), patch: Number(match[3] ?? 0) };
}

/** The browser on iOS, or null elsewhere. Safari's agent has `Version/` and `Safari/`; web views lack `Safari/`. */
export function iosBrowser(userAgent: string, maxTouchPoints = 0): IosBrowser | null {
  if (!isIos(userAgent, maxTouchPoints)) return null;
  const known = IOS_BROWSER_TOKENS.find(([, token]) => token.test(userAgent));
  if (known) return known[0];
  return /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent) ? 'safari' : 'in-app';
}

/** On iOS a profile or an app installs only from Safari: every other browser gets the "use Safari" message. */
export function needsSafariForDownload(userAgent: string, maxTouchPoints = 0): boolean {
  const browser = iosBrowser(userAgent, maxTouchPoints);
  return browser !== null && browser !== 'safari';
}

export function isNativeApp(userAgent: string): boolean {
  return NATIVE_APP.test(userAgent);
}

/** The native shell's version from its user agent (PlaydeckApp/2.3.0 → 2.3.0), or null outside it. */
export function nativeAppVersion(userAgent: string): string | null {
  return NATIVE_APP_VERSION.exec(userAgent)?.[1] ?? null;
}

/** Whether dotted version `candidate` is later than `current` (2.10.0 > 2.9.1; missing parts count as 0). */
export function isLaterVersion(candidate: string, current: string): boolean {
  const a = candidate.split('.').map(Number);
  const b = current.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (Number.isNaN(difference)) return false;
    if (difference !== 0) return difference > 0;
  }
  return false;
}

export function formatIosVersion(version: IosVersion): string {
  return version.patch ? `${version.major}.${version.minor}.${version.patch}` : `${version.major}.${version.minor}`;
}
