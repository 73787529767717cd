import { isAgent, memberAccess, type SessionInfo } from '@playdeck/session';
import type { RouteAccess } from './route-table';

/**
 * What opening a route does for this session: show it, send the visitor home, send the visitor to login
 * (and back afterwards), or refuse a trial user a real-account screen (spec section 6).
 */
export type RouteDecision = 'show' | 'home' | 'login' | 'trial-refused';

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
