import type { LanguageCode } from '@playdeck/brand';
import { contract } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** Popular games in the player's language (a language change asks again: it is part of the query). */
export const hotGamesQuery = (language: LanguageCode) =>
  apiQueryOptions(apiClient, contract.games.popular, { isPlatform: '2', platform: 'html5', language }, { staleTime: 60_000 });
