import { asSiteStatus, type ShellSiteStatus } from './site-status';

/** localStorage key of the last site status (spec section 9: the status is cached). */
export const SITE_STATUS_STORAGE_KEY = 'SHELL_siteStatus';

/** The last status this device saw, or null when there is none or it no longer fits the contract. */
export function readCachedStatus(): ShellSiteStatus | null {
  try {
    const text = localStorage.getItem(SITE_STATUS_STORAGE_KEY);
    return text ? asSiteStatus(JSON.parse(text)) : null;
  } catch {
    // Corrupt entry or blocked storage: start as if there were no cache.
    return null;
  }
}

export function writeCachedStatus(status: ShellSiteStatus): void {
  try {
    localStorage.setItem(SITE_STATUS_STORAGE_KEY, JSON.stringify(status));
  } catch {
    // Full or blocked storage: the next start waits for the live answer.
  }
}
