import { useQuery } from '@tanstack/react-query';
import { brand } from '@playdeck/brand';
import { contract, type GameCategory } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/**
 * The game menus of one category (and vendor): the line counts and room types its games have, which the
 * filter bar offers as the minimum-lines and room filters (spec sections 3 and 7).
 */
export function useGameMenu(gameType: GameCategory, vassalage: string) {
  return useQuery(
    apiQueryOptions(
      apiClient,
      contract.games.gameMenu,
      { gameType, vassalage: vassalage || undefined, merchant_code: brand.merchantCode },
      { staleTime: 30 * 60_000 },
    ),
  );
}
