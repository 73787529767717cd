import type { DownloadLink } from '@playdeck/api';
import { navigableHref, platformOrigin } from '@playdeck/routes';

/** The links the download page offers, by what they are for; a missing one is not offered. */
export interface AppDownloads {
  ios?: string;
  android?: string;
  /** The iOS configuration profile (MOBILECONFIG). */
  profile?: string;
  icon?: string;
}

const BY_TYPE = { IOS: 'ios', Android: 'android', MOBILECONFIG: 'profile', AppDownloadIcon: 'icon' } as const;

export function appDownloads(links: readonly DownloadLink[]): AppDownloads {
  const downloads: AppDownloads = {};
  for (const link of links) {
    const slot = BY_TYPE[link.resourceType as keyof typeof BY_TYPE];
    const url = link.url.trim();
    if (slot && url && !downloads[slot]) downloads[slot] = url;
  }
  return downloads;
}

/** Package files (.ipa, .apk) download in place; pages and stores open in a new window (spec section 4). */
export function opensInPlace(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.(?:ipa|apk)$/i.test(path);
}

/** What a download needs of the window; tests pass a fake, jsdom cannot navigate. */
export type Navigation = Pick<Window, 'open'> & { location: Pick<Location, 'assign'> & Partial<Pick<Location, 'origin'>> };

/**
 * A download or profile link as the app may open it (the URL guard): an http(s) URL, a file on the platform
 * (a path, on api.origin or this site's origin: the demo apps) or an app route; null for anything else (a
 * `javascript:` link from the platform is never opened).
 */
export function downloadHref(url: string | null | undefined, win: Navigation = window): string | null {
  return navigableHref(url, { origin: platformOrigin(win) });
}

/** Opens a download; false when the URL guard refused the link (the caller tells the player). */
export function openDownload(url: string, win: Navigation = window): boolean {
  const href = downloadHref(url, win);
  if (!href) return false;
  if (opensInPlace(href)) win.location.assign(href);
  else win.open(href, '_blank', 'noopener');
  return true;
}

/** Goes to a page in this window (the iOS provisioning page); false when the URL guard refused it. */
export function goToPage(url: string, win: Navigation = window): boolean {
  const href = downloadHref(url, win);
  if (href) win.location.assign(href);
  return href !== null;
}
