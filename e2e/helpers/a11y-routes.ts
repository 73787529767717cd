import { allRoutes, type AppRoute } from '../../libs/features/shell/src/routes/route-table';
import { paths } from '../../libs/routes/src/paths';

/*
 * The addresses the accessibility journey walks, read from the app's route table so a new route is walked
 * without editing the journey. Who opens which: a visitor the public routes, a member every route a member may
 * open (public, session, member, real), a fresh sub-agent the agent routes.
 */

export type A11yRole = 'visitor' | 'member' | 'agent';

/**
 * Routes that show nothing of their own without a query. `query` is added as it is; `linkFrom` takes the first
 * link to the route found on another route's page (the list its detail page is opened from), so the detail shows
 * a real item of the platform's world.
 */
export const ROUTE_FIXTURES: Partial<Record<AppRoute['id'], { query: string } | { linkFrom: AppRoute['id'] }>> = {
  gameList: { query: '?gameType=FISH' },
  messageDetail: { linkFrom: 'message' },
  activityDetail: { linkFrom: 'activity' },
};

/**
 * Routes that change the session they are opened in: /m/trail starts a trial for a visitor (and sends a member
 * home). They are walked last, so the routes before them see the walk's own session.
 */
const CHANGES_SESSION: ReadonlySet<AppRoute['id']> = new Set(['trail']);

const ACCESS_OF_ROLE: Record<A11yRole, ReadonlySet<AppRoute['access']>> = {
  visitor: new Set(['public']),
  member: new Set(['public', 'session', 'member', 'real']),
  agent: new Set(['agent']),
};

export interface WalkStep {
  route: AppRoute;
  /** The path under /m/ (the route's first one), without the fixture's query. */
  path: string;
}

/** A route's address in the app: the one links use (paths), else its first path under /m/. */
export const pathOf = (route: AppRoute): string => {
  const linked = (paths as Record<string, unknown>)[route.id];
  return typeof linked === 'string' ? linked : (route.paths.find((path) => path.startsWith('/m/')) ?? route.paths[0]!);
};

/** The routes one role walks, in walking order: list pages before the details they link to, session changers last. */
export function walkOf(role: A11yRole, routes: readonly AppRoute[] = allRoutes): WalkStep[] {
  const steps = routes.filter((route) => ACCESS_OF_ROLE[role].has(route.access)).map((route) => ({ route, path: pathOf(route) }));
  const rank = (step: WalkStep) =>
    CHANGES_SESSION.has(step.route.id) ? 2 : ROUTE_FIXTURES[step.route.id] && 'linkFrom' in ROUTE_FIXTURES[step.route.id]! ? 1 : 0;
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => rank(a.step) - rank(b.step) || a.index - b.index)
    .map(({ step }) => step);
}
