import { allRoutes, type RouteId } from '../routes/route-table';
import type { ScreenLoader, ScreenRegistry } from '../routes/screen-registry';

const placeholder: ScreenLoader = () => import('./placeholder-screen');

/**
 * The shell's own screens: the home frame, /m/other, and a titled placeholder for every screen a later
 * release builds. The app lays the features' loaders over this as they land.
 */
export const shellScreens: ScreenRegistry = {
  ...(Object.fromEntries(allRoutes.map((route) => [route.id, placeholder])) as Record<RouteId, ScreenLoader>),
  home: () => import('./home-screen'),
  other: () => import('./other-screen'),
};
