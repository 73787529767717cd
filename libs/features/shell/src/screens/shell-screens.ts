import { allRoutes, type RouteId } from '../routes/route-table';
import type { ScreenLoader, ScreenRegistry } from '../routes/screen-registry';

const placeholder: ScreenLoader = () => import('./placeholder-screen');

/**
 * A titled placeholder for every route, so the shell runs on its own (its tests do). The app lays the
 * features' loaders over this; a route no feature has built yet keeps its placeholder.
 */
export const shellScreens: ScreenRegistry = Object.fromEntries(allRoutes.map((route) => [route.id, placeholder])) as Record<
  RouteId,
  ScreenLoader
>;
