import { keepPreviousData } from '@tanstack/react-query';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

export const HISTORY_PAGE_SIZE = 10;

export const withdrawHistoryQuery = (pageNo: number) =>
  apiQueryOptions(apiClient, contract.withdraw.history, { pageNo, pageSize: HISTORY_PAGE_SIZE }, { placeholderData: keepPreviousData });
