import { useQuery } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The platform's per-field registration rules (GET /wps/system/setting/register). */
export function useRegisterRules() {
  return useQuery(apiQueryOptions(apiClient, contract.session.registerSettings));
}
