import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The questions to choose from and the member's chosen ones: asked again each time the screen opens. */
export const securityQuestionsQuery = () => ({
  ...apiQueryOptions(apiClient, contract.security.questions),
  refetchOnMount: 'always' as const,
});
