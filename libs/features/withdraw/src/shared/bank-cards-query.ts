import { useQuery } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** The member's bank cards, the banks a card may be added for, the real name and whether a payment password is set. */
export const bankCardsQuery = () => apiQueryOptions(apiClient, contract.bankCard.list);

export function useBankCards() {
  return useQuery(bankCardsQuery());
}
