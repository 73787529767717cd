import { loadHomeScreen } from '@playdeck/features-home';
import { allRoutes, type RouteId, type ScreenRegistry } from '@playdeck/features-shell';

/*
 * Home's loader is in the entry; every other screen's loader waits in a chunk of its own (route-screens.ts).
 * The entry carries the list of files each loader preloads, so with all of them there the first render of
 * home grew with every new screen; now it carries one small import instead.
 */
const loadRouteScreens = () => import('./route-screens');
const later = (id: RouteId) => () => loadRouteScreens().then(({ routeScreens }) => routeScreens[id]());

/** Route id → screen chunk. */
export const screens: ScreenRegistry = {
  ...(Object.fromEntries(allRoutes.map((route) => [route.id, later(route.id)])) as ScreenRegistry),
  home: loadHomeScreen,
};
