import type { RouteObject } from 'react-router-dom';
import { ShellLayout } from '../layout/shell-layout';
import { RouteError } from './route-error';
import type { ScreenRegistry } from './screen-registry';

/**
 * One catch-all route: the path is resolved by resolveRoute (exact table, extra table, else home), so
 * "/", "/m", "/m/index.html" and every "/m/..." path work without a router basename.
 */
export function shellRoutes(screens: ScreenRegistry): RouteObject[] {
  return [{ path: '*', element: <ShellLayout screens={screens} />, errorElement: <RouteError /> }];
}
