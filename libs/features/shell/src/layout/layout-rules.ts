import { gameCategoryLabelKey } from '@playdeck/i18n';
import { resolveRoute } from '../routes/resolve-route';
import type { AppRoute, RouteId } from '../routes/route-table';

/** Where the header's back arrow goes: straight home, or one step back in history (home when there is none). */
export type BackTarget = 'home' | 'history';

export interface PageLayout {
  route: AppRoute;
  header: boolean;
  /** Home paths show the home header (logo, login and sign-up or the member's bar, side menu) instead. */
  homeHeader: boolean;
  /** /m/app shows the brand logo and a close control to home instead of a title and back arrow. */
  headerVariant: 'title' | 'app';
  backArrow: boolean;
  backTarget: BackTarget;
  titleKey: string;
  footer: boolean;
  downloadBanner: boolean;
  floatButton: boolean;
}

// Spec section 2, layout rules.
const WITHOUT_HEADER: ReadonlySet<RouteId> = new Set(['home', 'login', 'register']);
const WITHOUT_FOOTER: ReadonlySet<RouteId> = new Set(['login', 'register', 'forget', 'changePsw', 'app', 'activityDetail', 'message']);
const BACK_TO_HOME: ReadonlySet<RouteId> = new Set(['login', 'register', 'trail', 'notice', 'activity', 'forget', 'message']);

/**
 * The spec titles RNG, FISH, LIVE, PVP and SPORTS lists; the list shows the other categories too, titled
 * alike. (Listed here rather than imported: @playdeck/api would bring the contract into the first render.)
 */
export const GAME_LIST_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ESPORTS', 'COCKFIGHT'] as const;
export type GameListType = (typeof GAME_LIST_TYPES)[number];

/** gameType of /m/gameList; RNG when absent or not a category (the list itself reads it the same way). */
export function gameListType(search: URLSearchParams): GameListType {
  const type = search.get('gameType')?.toUpperCase();
  return (GAME_LIST_TYPES as readonly string[]).includes(type ?? '') ? (type as GameListType) : 'RNG';
}

export function headerTitleKey(route: AppRoute, search: URLSearchParams): string {
  return route.id === 'gameList' ? gameCategoryLabelKey(gameListType(search)) : route.titleKey;
}

/**
 * Everything the frame around a screen shows for a URL. The spec names the back arrow on activityDetail
 * and message; every other page with a header shows it too (a mobile header without a way back strands
 * the user), except /m/app, whose header has a close control instead.
 */
export function pageLayout(pathname: string, search: URLSearchParams = new URLSearchParams()): PageLayout {
  const route = resolveRoute(pathname);
  const header = !WITHOUT_HEADER.has(route.id);
  const headerVariant = route.id === 'app' ? 'app' : 'title';
  return {
    route,
    header,
    homeHeader: route.id === 'home',
    headerVariant,
    backArrow: header && headerVariant === 'title',
    backTarget: BACK_TO_HOME.has(route.id) ? 'home' : 'history',
    titleKey: headerTitleKey(route, search),
    footer: !WITHOUT_FOOTER.has(route.id),
    downloadBanner: route.id === 'home',
    floatButton: true,
  };
}
