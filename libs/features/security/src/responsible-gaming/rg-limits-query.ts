import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The member's limits as the platform counts them now: asked again each time the screen opens. */
export const rgLimitsQuery = () => ({
  ...apiQueryOptions(apiClient, contract.responsibleGaming.limits),
  refetchOnMount: 'always' as const,
});
