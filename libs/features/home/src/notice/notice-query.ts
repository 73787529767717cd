import { contract } from '@playdeck/api';
import type { LanguageCode } from '@playdeck/brand';
import type { PersistedQueryOptions } from '@playdeck/api/client';
import { apiQueryOptions } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';

/** Bulletins and popular announcements of the home group, on mobile, in the player's language (spec section 7). */
function homeNoticeQuery(language: LanguageCode) {
  return { types: 'B,PL', groupName: 'm_home', platform: 'M', language } as const;
}

/** The home announcements; with the optional announcement cache the last titles show at once while refreshed. */
export const homeNoticesQuery = (language: LanguageCode, cache: boolean | PersistedQueryOptions | undefined) =>
  apiQueryOptions(apiClient, contract.content.announcements, homeNoticeQuery(language), { staleTime: 60_000, persistedQuery: cache });
