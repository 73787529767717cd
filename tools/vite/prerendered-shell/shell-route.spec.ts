import { describe, expect, it } from 'vitest';
import { markShellRoute, shellRouteScript, type ShellRouteTable } from './shell-route';

const table: ShellRouteTable = {
  home: ['/', '/m', '/m/', '/m/home'],
  gameList: ['/m/gameList'],
  login: ['/m/login'],
  known: ['/', '/m', '/m/', '/m/home', '/m/gameList', '/m/login', '/m/activity', '/m/member/home'],
  gameTypes: ['RNG', 'FISH', 'LIVE'],
};

/** Enough of <html> for the function: the attributes it sets. */
function fakeRoot() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    root: { setAttribute: (name: string, value: string) => attributes.set(name, value) } as unknown as HTMLElement,
  };
}

describe('markShellRoute', () => {
  it.each([
    ['/', 'home'],
    ['/m/', 'home'],
    ['/m/home', 'home'],
    ['/m/home/', 'home'],
    ['/m/no/such/page', 'home'],
    ['/m/gameList', 'gameList'],
    ['/m/login/', 'login'],
    ['/m/activity', 'none'],
    ['/m/member/home', 'none'],
  ])('%s shows the %s shell', (pathname, route) => {
    const { root, attributes } = fakeRoot();
    expect(markShellRoute(root, pathname, '', table)).toBe(route);
    expect(attributes.get('data-pd-shell')).toBe(route);
  });

  it("marks the game list's category, RNG when absent or unknown", () => {
    const cases = [
      ['?gameType=fish', 'FISH'],
      ['?gameType=LIVE&vendor=x', 'LIVE'],
      ['', 'RNG'],
      ['?gameType=POKER', 'RNG'],
    ];
    for (const [search, type] of cases) {
      const { root, attributes } = fakeRoot();
      markShellRoute(root, '/m/gameList', search!, table);
      expect(attributes.get('data-pd-game-type')).toBe(type);
    }
  });

  it('runs on its own as the inline script of index.html', () => {
    const { root, attributes } = fakeRoot();
    const run = new Function('document', 'location', shellRouteScript(table));
    run({ documentElement: root }, { pathname: '/m/gameList', search: '?gameType=live' });
    expect(Object.fromEntries(attributes)).toEqual({ 'data-pd-shell': 'gameList', 'data-pd-game-type': 'LIVE' });
  });
});
