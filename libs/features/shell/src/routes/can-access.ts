import type { FeatureSwitch } from '@playdeck/brand';
import { isAgent, memberAccess, type SessionInfo } from '@playdeck/session';
import type { RouteAccess, RouteEntry } from './route-table';

/**
 * What opening a route does for this session: show it, send the visitor home, send the visitor to login
 * (and back afterwards), refuse a trial user a real-account screen (spec section 6), or, for a screen the
 * brand turns off in brand.json, send the user to the agent home or home with a message.
 */
export type RouteDecision = 'show' | 'home' | 'login' | 'trial-refused' | 'switched-off';

export function routeDecision(access: RouteAccess, session: SessionInfo | null): RouteDecision {
  switch (access) {
    case 'public':
      return 'show';
    case 'session':
      return session?.token ? 'show' : 'home';
    case 'agent':
      return session?.token && isAgent(session) ? 'show' : 'home';
    case 'member':
      return memberAccess(session, 'member') === 'allowed' ? 'show' : 'login';
    case 'real': {
      const access = memberAccess(session, 'real');
      if (access === 'allowed') return 'show';
      return access === 'trial' ? 'trial-refused' : 'login';
    }
  }
}

export function canAccess(access: RouteAccess, session: SessionInfo | null): boolean {
  return routeDecision(access, session) === 'show';
}

/**
 * The decision for a route of the table: who may open it first (a visitor on a switched-off agent screen
 * still goes home, as on any agent screen), then whether the brand leaves its screen on.
 */
export function screenDecision(
  route: Pick<RouteEntry, 'access' | 'feature'>,
  session: SessionInfo | null,
  featureOn: (feature: FeatureSwitch) => boolean,
): RouteDecision {
  const decision = routeDecision(route.access, session);
  if (decision === 'show' && route.feature && !featureOn(route.feature)) return 'switched-off';
  return decision;
}
