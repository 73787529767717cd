import { useQuery } from '@tanstack/react-query';
import { contract, SITE_STATUS, siteStatusCode } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The shell refreshes the status this often; an answer this fresh is not asked again for the popup. */
const STATUS_FRESH_MS = 5 * 60_000;

/**
 * Whether the site is open: the popup never covers the maintenance or IP-restricted page, which the shell
 * shows on home's path. Shares the shell's status query (same call, same key). A failed status call leaves
 * the site open, as it does in the shell.
 */
export function useSiteOpen(): boolean {
  const { data, isError } = useQuery(apiQueryOptions(apiClient, contract.system.status, undefined, { staleTime: STATUS_FRESH_MS }));
  if (data) return siteStatusCode(data) === SITE_STATUS.normal;
  return isError;
}
