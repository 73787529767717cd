import { isAgent, type SessionInfo } from '@playdeck/session';
import type { RouteAccess } from './route-table';

export function canAccess(access: RouteAccess, session: SessionInfo | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'session':
      return Boolean(session?.token);
    case 'agent':
      return Boolean(session?.token) && isAgent(session);
  }
}
