import { exactRoutes, extraRoutes, homeRoute, type AppRoute } from './route-table';

function indexByPath(routes: readonly AppRoute[]): ReadonlyMap<string, AppRoute> {
  return new Map(routes.flatMap((entry) => entry.paths.map((path) => [path, entry] as const)));
}

const exactByPath = indexByPath(exactRoutes);
const extraByPath = indexByPath(extraRoutes);

/** "/m/login/" and "/m/login//" mean "/m/login"; the root stays "/". */
function withoutTrailingSlash(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function lookup(table: ReadonlyMap<string, AppRoute>, pathname: string): AppRoute | undefined {
  return table.get(pathname) ?? table.get(withoutTrailingSlash(pathname));
}

/** The route for a pathname (no query): exact table, then the extra table, else home (spec section 2). */
export function resolveRoute(pathname: string): AppRoute {
  return lookup(exactByPath, pathname) ?? lookup(extraByPath, pathname) ?? homeRoute;
}
