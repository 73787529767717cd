import { base64Utf8, requestHeaders, startEarlyRequest, type EarlyRequest } from '@playdeck/api/early';
import { brand } from '@playdeck/brand';
import type { RouteId } from '@playdeck/features-shell/routes';
import { initialLanguage } from '@playdeck/i18n/language';
import { clientDevice } from '@playdeck/session/device';
import { readStoredSession } from '@playdeck/session/stored';

/**
 * The reads the first view waits on, as the site queries ask them (early-data.spec.ts holds them to the
 * contract's paths and the queries' parameters): the site status everywhere; on home its banners and the
 * vendor lanes too.
 */
export function earlyRequests(routeId: RouteId, language: string): EarlyRequest[] {
  const status: EarlyRequest = { path: '/wps/system/status' };
  if (routeId !== 'home') return [status];
  return [
    status,
    { path: '/wps/system/banners', query: { groupName: 'm_home', language } },
    { path: '/wps/relay/GCSGAME_getVassalage', query: { language } },
  ];
}

/**
 * Starts those reads from the entry, beside the home chunk and the dictionary, with the headers the API
 * client will send (stored session, language), so the first banner no longer waits for the client and zod.
 */
export function startEarlyData(routeId: RouteId): void {
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
}
