import { useQuery } from '@tanstack/react-query';
import { brand, type LanguageCode } from '@playdeck/brand';
import { buildVendorStructure, contract, type BannerGroup } from '@playdeck/api';
import { apiQueryOptions } from '@playdeck/api/client';
import { useLanguage } from '@playdeck/i18n';
import { MEMBER_CACHE_SCOPE, useSessionStore } from '@playdeck/session';
import { apiClient } from '@playdeck/session/api';
import { toMinorWallet } from './minor-wallet';

/*
 * Answers several features read: settings, vendors, wallets, banners. One query each, so the shell, home
 * and the game pages share the cache. Import from lazy screens only: this pulls in the API client.
 */

const HOUR = 60 * 60 * 1000;

/** Site-wide answers: served from the last visit (up to a day old) at once, refreshed when 5 minutes old. */
const FROM_LAST_VISIT = { persistedQuery: { maxAgeMs: 24 * HOUR }, staleTime: 5 * 60_000 };

/** Consolidated merchant settings (links, CDNs, currency). Served from the last visit at once, then refreshed. */
export function useSiteSettings() {
  return useQuery(apiQueryOptions(apiClient, contract.system.consolidatedSettings, undefined, FROM_LAST_VISIT));
}

/** The vendor lanes in `language`, for `useQuery` or `queryClient.fetchQuery` (a tap that needs them now). */
export function vendorsQuery(language: LanguageCode) {
  return apiQueryOptions(apiClient, contract.games.vendors, { language }, FROM_LAST_VISIT);
}

/**
 * Which game classifications each vendor has (spec section 7: typeId=1, merchant_code). Cached as spec
 * section 9 says: served from the last visit at once, then refreshed.
 */
export function vendorGameTypesQuery() {
  return apiQueryOptions(
    apiClient,
    contract.games.vendorGameTypes,
    { typeId: 1, merchant_code: brand.merchantCode },
    { ...FROM_LAST_VISIT, staleTime: 30 * 60_000 },
  );
}

export function useVendorGameTypes() {
  return useQuery(vendorGameTypesQuery());
}

// One function for every render: react-query runs `select` again whenever it is given a new one.
const selectVendorStructure = (value: { data: { lanes: Parameters<typeof buildVendorStructure>[0] } }) =>
  buildVendorStructure(value.data.lanes);

/** The sorted vendor structure (spec sections 3, 4) in the current language. */
export function useVendorStructure() {
  const { language } = useLanguage();
  return useQuery({ ...vendorsQuery(language), select: selectVendorStructure });
}

/**
 * The member's balances as the cache holds them (wire amounts). A money call that answers the wallet
 * (a transfer) writes its answer under this key, so the header and the member centre show it at once.
 */
export function memberWalletQuery(enabled = true) {
  return apiQueryOptions(apiClient, contract.wallet.balance, undefined, { enabled, staleTime: 10_000, select: toMinorWallet });
}

/** The member's balances in integer minor units; idle without a session. */
export function useMemberWallet() {
  const token = useSessionStore((state) => state.session?.token);
  return useQuery(memberWalletQuery(!!token));
}

/** The unread inbox count refreshes this often while the app is open (and on focus). */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The member's unread inbox count (spec section 7): the shell keeps it for the header and bottom-bar
 * badges; the inbox invalidates it through `unreadCountQuery().queryKey` as messages are read or deleted.
 */
export function unreadCountQuery() {
  return apiQueryOptions(apiClient, contract.inbox.unreadCount, undefined, {
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The merchant's currency and wallets (the side menu loads it for visitors too). */
export function useMerchantWallets() {
  return useQuery(apiQueryOptions(apiClient, contract.wallet.merchantWallets, undefined, FROM_LAST_VISIT));
}

/** Banners of one group in the current language. */
export function useBanners(groupName: BannerGroup) {
  const { language } = useLanguage();
  return useQuery(apiQueryOptions(apiClient, contract.content.banners, { groupName, language }, { staleTime: 60_000 }));
}

/** The member's own cached answers are scoped to them: `persistedQuery: { scope: memberScope(userName) }`. */
export function memberScope(userName: string): string {
  return `${MEMBER_CACHE_SCOPE}:${userName}`;
}
