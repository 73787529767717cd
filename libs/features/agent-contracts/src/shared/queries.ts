import { useQuery } from '@tanstack/react-query';
import { contract, type ContractKind } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

const calls = contract.agentContracts;

export const rebateQuery = (range: { startDate: number; endDate: number }) => apiQueryOptions(apiClient, calls.rebate, range);
export const teamRebateQuery = () => apiQueryOptions(apiClient, calls.teamRebate);
export const dividendQuery = () => apiQueryOptions(apiClient, calls.dividend);
export const contractQuery = (kind: ContractKind) => apiQueryOptions(apiClient, calls.contract, { kind });
/** Always asked afresh: a prompt must reflect what is pending now. */
export const contractRequestsQuery = () => apiQueryOptions(apiClient, calls.requests, undefined, { staleTime: 0 });

export const useTeamRebate = () => useQuery(teamRebateQuery());
export const useDividend = () => useQuery(dividendQuery());
export const useContract = (kind: ContractKind) => useQuery(contractQuery(kind));
