import { useQuery } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** Withdrawable balance, limits, today's count, payment password and lock state. */
export const withdrawSettingsQuery = () => apiQueryOptions(apiClient, contract.withdraw.settings);

export function useWithdrawSettings() {
  return useQuery(withdrawSettingsQuery());
}
