import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The member's reality check as the platform answers it: never refreshed on focus, its timers count on. */
export const realityCheckQuery = () => ({
  ...apiQueryOptions(apiClient, contract.responsibleGaming.realityCheck),
  refetchOnWindowFocus: false,
});
