import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract, type BannerGroup, type PROMOTION_CATEGORIES } from '@playdeck/api';
import { apiCallKey, apiQueryOptions, shouldRetryQuery, throttledApiCall } from '@playdeck/api/client';
import { useLanguage } from '@playdeck/i18n';
import { useAnnouncementCache } from '@playdeck/session';
import { apiClient } from '@playdeck/session/api';

/*
 * The content answers the screens read, one hook each, in the current language. The announcement
 * queries carry platform M (spec section 7). Import from lazy screens only: this pulls in the API client.
 */

const MINUTE = 60_000;

export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
export type PromotionFilter = 'all' | PromotionCategory;

/**
 * Announcements of `types` (e.g. "B,PL"), optionally of one group (the VIP page reads m_vip). With `cached`
 * (spec section 7: "optional cache"), the player's last answer shows at once while it is refreshed.
 */
export function useAnnouncements(types: string, groupName?: BannerGroup, { cached = false }: { cached?: boolean } = {}) {
  const { language } = useLanguage();
  const cache = useAnnouncementCache();
  return useQuery(
    apiQueryOptions(
      apiClient,
      contract.content.announcements,
      { types, groupName, platform: 'M', language },
      { staleTime: MINUTE, ...(cached && { persistedQuery: cache }) },
    ),
  );
}

/** Detail by id (POST body): its key sits under the call's key like every other query of the contract. */
export function announcementQueryOptions(announcementId: number) {
  return queryOptions({
    queryKey: [...apiCallKey(contract.content.announcement), { announcementId }] as const,
    queryFn: ({ signal }) => apiClient.call(contract.content.announcement, { body: { announcementId }, signal }),
    retry: shouldRetryQuery,
    staleTime: MINUTE,
  });
}

/** One announcement, notice or promotion by id; idle without an id (a bad link shows "not found"). */
export function useAnnouncement(announcementId: number | null) {
  return useQuery({ ...announcementQueryOptions(announcementId ?? 0), enabled: announcementId !== null });
}

export function useNotices() {
  const { language } = useLanguage();
  return useQuery(apiQueryOptions(apiClient, contract.content.notices, { language }, { staleTime: MINUTE }));
}

export function usePromotions(category: PromotionFilter) {
  const { language } = useLanguage();
  return useQuery(apiQueryOptions(apiClient, contract.content.promotions, { category, language }, { staleTime: MINUTE }));
}

/** The filter menu: 'all' and each category with its count (POST body, so keyed by hand like the detail). */
export function usePromotionCatalog() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...apiCallKey(contract.content.catalog), { language }] as const,
    queryFn: ({ signal }) => apiClient.call(contract.content.catalog, { body: { language }, signal }),
    retry: shouldRetryQuery,
    staleTime: MINUTE,
  });
}

export function useHelpSections() {
  const { language } = useLanguage();
  return useQuery(apiQueryOptions(apiClient, contract.content.helpCenter, { device: 'MOBILE', lang: language }, { staleTime: 5 * MINUTE }));
}

// One queue for the whole app: mark-read calls go out at most one per 150 ms (spec section 9). A fire-and-forget
// mark beside the answers it marks (read-marking.ts sends it), not a write of a form.
export const sendMarkRead = throttledApiCall(apiClient, contract.content.markRead);
