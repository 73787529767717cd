import { create } from 'zustand';
import { setImageCdns } from '@playdeck/ui';
import { imageCdnsOf, statusCode, type ShellSiteStatus, type StatusCode } from './site-status';
import { readCachedStatus, writeCachedStatus } from './status-cache';

interface SiteStatusState {
  /** The last known status: the cached one at start, then each live answer. */
  status: ShellSiteStatus | null;
  /** A live answer arrived in this visit. */
  live: boolean;
  /** The status call failed before any live answer: the cached status no longer blocks the app. */
  unreachable: boolean;
  applyLive: (status: ShellSiteStatus) => void;
  applyFailure: () => void;
}

/** The cached status, whose image CDNs serve images until the live answer comes. */
function startingStatus(): ShellSiteStatus | null {
  const status = readCachedStatus();
  setImageCdns(imageCdnsOf(status));
  return status;
}

/**
 * Spec section 4: the cached status is served at once, then refreshed by the live call (sync/site-status-query).
 * Its image CDNs are where images are served from (spec section 9, @playdeck/ui Image).
 */
export const useSiteStatusStore = create<SiteStatusState>()((set, get) => ({
  status: startingStatus(),
  live: false,
  unreachable: false,
  applyLive: (status) => {
    writeCachedStatus(status);
    setImageCdns(imageCdnsOf(status));
    set({ status, live: true, unreachable: false });
  },
  // A failed call must not lock players out: without a live answer, nothing blocks.
  applyFailure: () => {
    if (!get().live) set({ unreachable: true });
  },
}));

export function useSiteStatusCode(): StatusCode {
  return useSiteStatusStore((state) => (state.unreachable ? 0 : statusCode(state.status)));
}
