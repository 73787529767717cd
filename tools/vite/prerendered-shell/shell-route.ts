/** Which prerendered shell each path shows; every other path of the app shows none, unknown paths render home. */
export interface ShellRouteTable {
  home: readonly string[];
  gameList: readonly string[];
  login: readonly string[];
  /** Every path the app knows (any route), so an unknown path can fall back to home as the router does. */
  known: readonly string[];
  /** Game list categories with a title of their own; anything else is RNG, as the list reads it. */
  gameTypes: readonly string[];
}

export type ShellRoute = 'home' | 'gameList' | 'login' | 'none';

/**
 * Marks <html> with the shell this address shows (data-pd-shell) and the game list's category
 * (data-pd-game-type): CSS then shows that shell alone. Inlined into <head> as its source text, so it
 * runs before the first paint: no imports, nothing from outside its arguments.
 */
export function markShellRoute(root: HTMLElement, pathname: string, search: string, table: ShellRouteTable): ShellRoute {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const is = (list: readonly string[]) => list.includes(pathname) || list.includes(trimmed);
  let route: ShellRoute = 'none';
  if (is(table.gameList)) route = 'gameList';
  else if (is(table.login)) route = 'login';
  else if (is(table.home) || !is(table.known)) route = 'home';
  root.setAttribute('data-pd-shell', route);
  if (route === 'gameList') {
    const type = (new URLSearchParams(search).get('gameType') || '').toUpperCase();
    root.setAttribute('data-pd-game-type', table.gameTypes.includes(type) ? type : 'RNG');
  }
  return route;
}

/** The inline script that calls markShellRoute on the page's own address. */
export function shellRouteScript(table: ShellRouteTable): string {
  return `(${markShellRoute.toString()})(document.documentElement,location.pathname,location.search,${JSON.stringify(table)});`;
}
