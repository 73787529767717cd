/** Which prerendered shell each path shows; every other path of the app shows none, unknown paths render home. */
export interface ShellRouteTable {
  home: readonly string[];
  gameList: readonly string[];
  login: readonly string[];
  /** Promotions (route id activity). */
  activity: readonly string[];
  /** Every path the app knows (any route), so an unknown path can fall back to home as the router does. */
  known: readonly string[];
  /** Game list categories with a title of their own; anything else is RNG, as the list reads it. */
  gameTypes: readonly string[];
}

/** A shell is named by the route id it shows (the app's <main data-route>), so the takeover can find its view. */
export type ShellRoute = 'home' | 'gameList' | 'login' | 'activity' | 'none';

/** One HTML file of a brand build: where it is (relative to the brand's folder) and which shell it carries. */
export interface ShellPage {
  file: string;
  route: ShellRoute;
  /** The game list's category, whose title the page's header shows. */
  gameType?: string;
}

/** The category every game list without a titled one shows, as the list reads it. */
export const DEFAULT_GAME_TYPE = 'RNG';

/**
 * The game list page of one category. The servers (tools/scripts/brand-server.mjs, the generated nginx configuration) send it for
 * `gameList?gameType=<TYPE>`; keep the name in step with them.
 */
export const gameListTypeFile = (gameListDir: string, type: string): string => `${gameListDir}/type-${type}.html`;

function routeOf(pathname: string, table: ShellRouteTable): ShellRoute {
  if (table.gameList.includes(pathname)) return 'gameList';
  if (table.login.includes(pathname)) return 'login';
  if (table.activity.includes(pathname)) return 'activity';
  if (table.home.includes(pathname)) return 'home';
  return 'none';
}

/**
 * The pages a brand build writes so the server, not an inline script, picks the shell an address shows (the
 * CSP forbids inline script): index.html is home and the answer for every unknown path (the router renders
 * home there too); each known route under `base` gets `<route>/index.html` with its own shell or none;
 * app.html has no shell at all; the game list has one page per titled category.
 */
export function shellPages(table: ShellRouteTable, base = '/m/'): ShellPage[] {
  const pages: ShellPage[] = [
    { file: 'index.html', route: 'home' },
    { file: 'app.html', route: 'none' },
  ];
  const seen = new Set(pages.map((page) => page.file));
  for (const pathname of table.known) {
    if (!pathname.startsWith(base)) continue;
    const relative = pathname.slice(base.length).replace(/\/+$/, '');
    if (!relative || relative === 'index.html') continue;
    const route = routeOf(pathname, table);
    const file = `${relative}/index.html`;
    if (seen.has(file)) continue;
    seen.add(file);
    if (route !== 'gameList') {
      pages.push({ file, route });
      continue;
    }
    pages.push({ file, route, gameType: DEFAULT_GAME_TYPE });
    for (const gameType of table.gameTypes) pages.push({ file: gameListTypeFile(relative, gameType), route, gameType });
  }
  return pages;
}
