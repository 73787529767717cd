import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contract, type SiteStatus } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** How often the status is asked again while the app runs, and while a maintenance or restricted page waits. */
export const STATUS_REFRESH_MS = 5 * 60_000;
export const BLOCKED_STATUS_REFRESH_MS = 30_000;

export interface SiteStatusSyncOptions {
  /** A maintenance or restricted page is up: ask more often, so the app comes back soon after. */
  blocked: boolean;
  onStatus: (status: SiteStatus) => void;
  onFailure: () => void;
}

/** Refreshes the site status from the platform, handing each answer or failure to the shell's store. */
export function useSiteStatusSync({ blocked, onStatus, onFailure }: SiteStatusSyncOptions): void {
  const { data, isError, errorUpdatedAt } = useQuery(
    apiQueryOptions(apiClient, contract.system.status, undefined, {
      refetchInterval: blocked ? BLOCKED_STATUS_REFRESH_MS : STATUS_REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
  );

  useEffect(() => {
    if (data) onStatus(data);
  }, [data, onStatus]);

  useEffect(() => {
    if (isError) onFailure();
  }, [isError, errorUpdatedAt, onFailure]);
}
