import { base64Utf8, requestHeaders, startEarlyRequest, type EarlyRequest, type RawAnswer } from '@playdeck/api/early';
import { brand } from '@playdeck/brand';
import { bannerGroupOfSearch } from '@playdeck/features-games/first-view';
import type { RouteId } from '@playdeck/features-shell/routes';
import { initialLanguage } from '@playdeck/i18n/language';
import { clientDevice } from '@playdeck/session/device';
import { readStoredSession } from '@playdeck/session/stored';

const STATUS: EarlyRequest = { path: '/wps/system/status' };

/**
 * The read the route's largest image comes from, as the screen asks it: the game list's banners of its
 * category, promotions' whole list (a chosen category is left to the screen). None for other routes.
 */
export function firstImageRequest(routeId: RouteId, language: string, search: URLSearchParams): EarlyRequest | undefined {
  if (routeId === 'gameList') {
    const groupName = bannerGroupOfSearch(search);
    return groupName ? { path: '/wps/system/banners', query: { groupName, language } } : undefined;
  }
  if (routeId === 'activity' && !search.has('category'))
    return { path: '/wps/relay/MCS2_getAvailablePromotions', query: { category: 'all', language } };
  return undefined;
}

/**
 * The reads the first view waits on, as the site queries ask them (early-data.spec.ts holds them to the
 * contract's paths and the queries' parameters): the site status everywhere; on home its banners and the
 * vendor lanes too.
 */
export function earlyRequests(routeId: RouteId, language: string): EarlyRequest[] {
  if (routeId !== 'home') return [STATUS];
  return [
    STATUS,
    { path: '/wps/system/banners', query: { groupName: 'm_home', language } },
    { path: '/wps/relay/GCSGAME_getVassalage', query: { language } },
  ];
}

/**
 * Starts those reads and the one of the route's largest image from the entry, beside the route's chunk and
 * the dictionary, with the headers the API client will send (stored session, language), so the first view no
 * longer waits for the client and zod. Answers the largest image's read: the prerendered shell paints from it
 * (shell-first-image.ts).
 */
export function startEarlyData(routeId: RouteId, search = new URLSearchParams(window.location.search)): Promise<RawAnswer> | undefined {
  const session = readStoredSession();
  const language = initialLanguage();
  const headers = requestHeaders({
    merchantCode: () => session?.merchantCode ?? brand.merchantCode,
    device: clientDevice(),
    language: () => language,
    token: () => session?.token,
    realUserAgent: base64Utf8(navigator.userAgent),
  });
  for (const request of earlyRequests(routeId, language)) startEarlyRequest(brand.api.origin, request, headers);
  const firstImage = firstImageRequest(routeId, language, search);
  return firstImage && startEarlyRequest(brand.api.origin, firstImage, headers);
}
