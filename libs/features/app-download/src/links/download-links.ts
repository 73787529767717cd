import type { DownloadLink } from '@playdeck/api';

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
export type Navigation = Pick<Window, 'open'> & { location: Pick<Location, 'assign'> };

export function openDownload(url: string, win: Navigation = window): void {
  if (opensInPlace(url)) win.location.assign(url);
  else win.open(url, '_blank', 'noopener');
}
