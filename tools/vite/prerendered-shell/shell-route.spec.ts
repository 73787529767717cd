import { describe, expect, it } from 'vitest';
import { shellPages, type ShellRouteTable } from './shell-route';

const table: ShellRouteTable = {
  home: ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'],
  gameList: ['/m/gameList'],
  login: ['/m/login'],
  activity: ['/m/activity'],
  known: ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home', '/m/gameList', '/m/login', '/m/activity', '/m/member/home'],
  gameTypes: ['RNG', 'FISH', 'LIVE'],
};

describe('shellPages', () => {
  const pages = Object.fromEntries(shellPages(table).map((page) => [page.file, page]));

  it('writes home as index.html (every unknown path) and a shell-less app.html', () => {
    expect(pages['index.html']).toEqual({ file: 'index.html', route: 'home' });
    expect(pages['app.html']).toEqual({ file: 'app.html', route: 'none' });
  });

  it.each([
    ['home/index.html', 'home'],
    ['index/index.html', 'home'],
    ['login/index.html', 'login'],
    ['gameList/index.html', 'gameList'],
    ['activity/index.html', 'activity'],
    ['member/home/index.html', 'none'],
  ])('%s carries the %s shell', (file, route) => {
    expect(pages[file]?.route).toBe(route);
  });

  it('writes a game list page per titled category, RNG by default', () => {
    expect(pages['gameList/index.html']!.gameType).toBe('RNG');
    expect(pages['gameList/type-FISH.html']).toEqual({ file: 'gameList/type-FISH.html', route: 'gameList', gameType: 'FISH' });
    expect(pages['gameList/type-LIVE.html']!.gameType).toBe('LIVE');
  });

  it('writes nothing outside the base nor over index.html itself', () => {
    expect(Object.keys(pages).filter((file) => file.startsWith('/') || file.startsWith('index.html/'))).toEqual([]);
  });
});
