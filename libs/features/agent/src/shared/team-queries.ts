import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import type { TeamRangeQuery } from './team-range';

/** The team's four counters and size over a range (fetched again whenever a screen showing them opens). */
export function useTeamKpi(range: TeamRangeQuery) {
  return useQuery({ ...apiQueryOptions(apiClient, contract.agentTeam.kpi, range), refetchOnMount: 'always' });
}

export interface TeamMembersFilter extends TeamRangeQuery {
  username?: string;
  pageNo: number;
  pageSize: number;
}

/** One page of the downline; the previous page stays on screen while the next loads. */
export function useTeamMembers(filter: TeamMembersFilter) {
  return useQuery({
    ...apiQueryOptions(apiClient, contract.agentTeam.members, filter),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
