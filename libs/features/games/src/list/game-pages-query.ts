import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { contract, type CallDefinition } from '@playdeck/api';
import { apiCallKey, shouldRetryQuery } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import { appendPages, fetchGamePage, nextPageNo, type PageRequest } from './game-pages';

const CALL_OF: Record<PageRequest['dataType'], CallDefinition> = {
  all: contract.games.gameList,
  filter: contract.games.gameList,
  hot: contract.games.popular,
  recent: contract.games.recent,
  fav: contract.games.favourites,
};

/**
 * The pages of one list, appended. Keyed under the call's own key, so invalidating the call (a launch
 * refreshes recent games, a favourite change the favourites) refreshes the list too. A new request (tab,
 * filter, language) is a new list from page 1.
 */
export function useGamePages(request: PageRequest, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: [...apiCallKey(CALL_OF[request.dataType]), 'pages', request],
    queryFn: ({ pageParam, signal }) => fetchGamePage(apiClient.call, request, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    retry: shouldRetryQuery,
    staleTime: 30_000,
    enabled,
  });
  const games = useMemo(() => appendPages(query.data?.pages ?? []), [query.data]);
  return { ...query, games };
}
