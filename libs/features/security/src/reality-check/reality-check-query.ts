import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The interval in force, asked again each time the setting opens. */
export const realityCheckSettingQuery = () => ({
  ...apiQueryOptions(apiClient, contract.responsibleGaming.realityCheck),
  refetchOnMount: 'always' as const,
});
