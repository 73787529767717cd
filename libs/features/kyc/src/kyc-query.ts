import { useQuery } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The member's KYC: its state, what was submitted and the brand's minimum age. */
export const kycQuery = () => apiQueryOptions(apiClient, contract.kyc.get);

export function useKyc() {
  return useQuery(kycQuery());
}
