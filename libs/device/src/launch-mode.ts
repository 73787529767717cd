import { browserStorage, setStoredFlag, storedFlag } from './storage';

/** localStorage key marking that the site runs as an iOS web clip (spec section 3). */
export const WEBCLIP_STORAGE_KEY = 'WEBCLIP';
/** The query parameter a web clip's start URL carries, e.g. /m/?webclip=1. */
export const WEBCLIP_QUERY_PARAM = 'webclip';

const INSTALLED_DISPLAY_MODES = ['standalone', 'fullscreen', 'minimal-ui'];

type StandaloneNavigator = Navigator & { standalone?: boolean };

/** How the page was opened, as the browser tells it; the pure rules take these flags. */
export interface LaunchFlags {
  /** Launched from the home screen: an installed web app or an iOS home-screen web clip. */
  standalone: boolean;
  /** Marked as a web clip (localStorage WEBCLIP). */
  webClip: boolean;
}

/** display-mode standalone (or fullscreen, minimal-ui) for an installed web app; navigator.standalone on iOS. */
export function isStandalone(win: Window = window): boolean {
  if ((win.navigator as StandaloneNavigator).standalone === true) return true;
  return INSTALLED_DISPLAY_MODES.some((mode) => {
    try {
      return win.matchMedia?.(`(display-mode: ${mode})`).matches === true;
    } catch {
      return false;
    }
  });
}

export function isWebClip(storage: Storage | undefined = browserStorage()): boolean {
  return storedFlag(storage, WEBCLIP_STORAGE_KEY);
}

/**
 * A web clip starts the site with ?webclip=1; remembering it keeps the answer for later pages and reloads,
 * which no longer carry the parameter. Returns whether the site counts as a web clip.
 */
export function rememberWebClipLaunch(search: string, storage: Storage | undefined = browserStorage()): boolean {
  const marker = new URLSearchParams(search).get(WEBCLIP_QUERY_PARAM);
  if (marker !== null && marker !== '0' && marker !== 'false') setStoredFlag(storage, WEBCLIP_STORAGE_KEY);
  return isWebClip(storage);
}

export function readLaunchFlags(win: Window = window, storage: Storage | undefined = browserStorage()): LaunchFlags {
  return { standalone: isStandalone(win), webClip: rememberWebClipLaunch(win.location?.search ?? '', storage) };
}

/** How the site was launched, as the register payload's `registerMethod` names it (spec section 3). */
export type LaunchMode = 'web-clip' | 'installed' | 'browser';

/**
 * iOS sets navigator.standalone for a home-screen web clip (and a clip's start URL marks it, WEBCLIP); any other
 * standalone display is an installed web app. The native wrapper's APP is the wrapper's to say, not the page's.
 */
export function launchMode(win: Window = window, storage: Storage | undefined = browserStorage()): LaunchMode {
  if ((win.navigator as StandaloneNavigator).standalone === true || isWebClip(storage)) return 'web-clip';
  return isStandalone(win) ? 'installed' : 'browser';
}
