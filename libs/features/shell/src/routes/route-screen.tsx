import { Navigate } from 'react-router-dom';
import { canAccess } from './can-access';
import { useSessionStore } from '@playdeck/session';
import { LazyScreen } from './lazy-screen';
import { paths } from '@playdeck/routes';
import type { AppRoute } from './route-table';
import type { ScreenRegistry } from './screen-registry';

/** The screen for a route, or home when the visitor may not open it (spec: changePsw, agent pages). */
export function RouteScreen({ route, screens }: { route: AppRoute; screens: ScreenRegistry }) {
  const session = useSessionStore((state) => state.session);
  if (!canAccess(route.access, session)) return <Navigate to={paths.home} replace />;
  return <LazyScreen loader={screens[route.id]} />;
}
