import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The jackpot pool the ticker counts towards. */
export const jackpotQuery = () => apiQueryOptions(apiClient, contract.content.jackpot, undefined, { staleTime: 5 * 60_000 });
