import { beforeEach, describe, expect, it } from 'vitest';
import { contract, type QueryOf } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';

type ListQuery = QueryOf<typeof contract.games.gameList> | Record<string, unknown>;

describe('games.gameList', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const list = async (query: ListQuery, merchant = 'PLAYDECK') =>
    valueOf(await callPlatform(platform, contract.games.gameList, { query, merchant }));
  /** Every game matching the query, page by page. */
  const all = async (query: ListQuery) => {
    const first = await list({ ...query, pageSize: 100, pageNo: 1 });
    const games = [...first.games];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) games.push(...(await list({ ...query, pageSize: 100, pageNo })).games);
    return games;
  };

  it('pages the catalogue 25 at a time by default, without gaps or repeats', async () => {
    const first = await list({ gameType: 'RNG' });
    expect(first.games).toHaveLength(25);
    expect(first.pageNum).toBe(1);
    const games = await all({ gameType: 'RNG' });
    expect(games.length).toBe(630);
    expect(first.totalPages).toBe(Math.ceil(630 / 25));
    expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
    expect(games.every((game) => game.category === 'RNG' && game.gameType === 'RNG' && game.isGameH5)).toBe(true);
    expect((await all({})).length).toBeGreaterThanOrEqual(600);
  });

  it('answers each live room its type (Free, VIP, Pay per View) and filters on it; other games are no rooms', async () => {
    const live = await all({ gameType: 'LIVE' });
    const types = new Set(live.map((game) => game.roomType));
    expect([...types].sort()).toEqual(['FREE', 'PPV', 'VIP']);
    for (const roomType of ['FREE', 'VIP', 'PPV'] as const) {
      const rooms = await all({ gameType: 'LIVE', roomType });
      expect(rooms.length).toBe(live.filter((game) => game.roomType === roomType).length);
      expect(rooms.every((game) => game.roomType === roomType)).toBe(true);
    }
    expect((await all({ gameType: 'LIVE', roomType: 'ALL' })).length).toBe(live.length);
    expect((await list({ gameType: 'RNG', pageSize: 100 })).games.every((game) => game.roomType === null)).toBe(true);
    expect((await list({ gameType: 'RNG', roomType: 'VIP' })).games).toEqual([]);
    expect(errorOf(await callPlatform(platform, contract.games.gameList, { query: { roomType: 'GOLD' } }))).toMatchObject({
      status: 400,
      errorCode: 'request_param_err',
    });
  });

  it("game menus: the line counts and room types a category's (or vendor's) games have, for the list's filters", async () => {
    const menu = async (query: Record<string, unknown>) => valueOf(await callPlatform(platform, contract.games.gameMenu, { query }));
    const slots = await menu({ gameType: 'RNG' });
    const rng = await all({ gameType: 'RNG' });
    expect(slots.lines).toEqual([...new Set(rng.map((game) => game.minLine).filter((lines) => lines > 1))].sort((a, b) => a - b));
    expect(slots.roomTypes).toEqual([]);
    const pg = await menu({ gameType: 'RNG', vassalage: 'PG' });
    const pgGames = await all({ gameType: 'RNG', vassalage: 'PG' });
    expect(pg.lines).toEqual([...new Set(pgGames.map((game) => game.minLine).filter((lines) => lines > 1))].sort((a, b) => a - b));
    expect(await menu({ gameType: 'LIVE' })).toEqual({ lines: [], roomTypes: ['FREE', 'VIP', 'PPV'] });
    expect(errorOf(await callPlatform(platform, contract.games.gameMenu, { query: { gameType: 'CARDS' } }))).toMatchObject({
      status: 400,
      errorCode: 'request_param_err',
    });
  });

  it('answers an empty page past the end and refuses page sizes over 100 and pages below 1', async () => {
    const last = await list({ gameType: 'FISH', pageNo: 3, pageSize: 25 });
    expect(last).toEqual({ games: [], pageNum: 3, totalPages: 2 });
    expect((await list({ gameType: 'FISH', pageSize: 100 })).games).toHaveLength(40);
    for (const query of [{ pageSize: 101 }, { pageSize: 0 }, { pageNo: 0 }, { pageSize: 'many' }]) {
      expect(errorOf(await callPlatform(platform, contract.games.gameList, { query }))).toMatchObject({
        status: 400,
        errorCode: 'request_param_err',
      });
    }
  });

  it('finds names case-insensitively in both languages, with or without Vietnamese diacritics', async () => {
    const [sample] = (await list({ gameType: 'RNG', language: 'EN' })).games;
    const word = sample!.gameName.split(' ')[1]!;
    const byEnglish = await all({ gameName: word.toUpperCase(), language: 'EN' });
    expect(byEnglish.map((game) => game.gameId)).toContain(sample!.gameId);
    expect(byEnglish.every((game) => game.gameName.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const dragons = await all({ gameName: 'rồng', language: 'TY' });
    expect(dragons.length).toBeGreaterThan(0);
    expect(dragons.every((game) => game.gameName.toLowerCase().includes('rồng'))).toBe(true);
    expect((await all({ gameName: 'RONG', language: 'TY' })).map((game) => game.gameId)).toEqual(
      expect.arrayContaining(dragons.map((game) => game.gameId)),
    );
    expect((await all({ gameName: 'DRAGON', language: 'EN' })).map((game) => game.gameId)).toEqual(
      expect.arrayContaining(dragons.map((game) => game.gameId)),
    );
    expect(await list({ gameName: '%' })).toMatchObject({ games: [], totalPages: 0 });
    expect((await list({ gameName: '' })).totalPages).toBeGreaterThan(0);
  });

  it('filters by classification, and ALL or empty means any', async () => {
    for (const classify of ['JP', 'SC', 'VP', 'AC'] as const) {
      const games = await all({ gameType: 'RNG', gameClassify: classify });
      expect(games.length).toBeGreaterThan(0);
      expect(games.every((game) => game.gameClassifyNew === classify)).toBe(true);
    }
    const poker = await all({ gameClassify: 'TG' });
    expect(poker.length).toBe(60);
    expect(poker.every((game) => game.category === 'PVP')).toBe(true);
    expect((await list({ gameType: 'RNG', gameClassify: 'ALL' })).totalPages).toBe(26);
    expect((await list({ gameType: 'RNG', gameClassify: '' })).totalPages).toBe(26);
    expect(errorOf(await callPlatform(platform, contract.games.gameList, { query: { gameClassify: 'XX' } })).errorCode).toBe(
      'request_param_err',
    );
  });

  it('filters by each minimum-bet option, by minimum lines and by vendor', async () => {
    let seen = 0;
    for (const minBet of [0.01, 0.05, 0.1, 0.5, 0.75]) {
      const games = await all({ gameType: 'RNG', minBet });
      expect(games.every((game) => game.minBet === minBet)).toBe(true);
      seen += games.length;
    }
    expect(seen).toBe(630);
    const wide = await all({ gameType: 'RNG', minLine: 25 });
    expect(wide.length).toBeGreaterThan(0);
    expect(wide.every((game) => game.minLine >= 25)).toBe(true);
    const pg = await all({ gameType: 'RNG', vassalage: 'PG' });
    expect(pg.length).toBe(70);
    expect(pg.every((game) => game.vassalage === 'PG' && game.vendorCode === 'PG')).toBe(true);
    expect((await all({ vassalage: 'JL' })).map((game) => game.category).sort()).toEqual(expect.arrayContaining(['FISH', 'PVP', 'RNG']));
  });

  it('combines filters', async () => {
    const games = await all({ gameType: 'RNG', vassalage: 'JL', gameClassify: 'JP', minBet: 0.01 });
    const jili = await all({ gameType: 'RNG', vassalage: 'JL' });
    expect(games).toEqual(jili.filter((game) => game.gameClassifyNew === 'JP' && game.minBet === 0.01));
  });

  it('files e-sports and cockfight under SPORTS and answers them on their own too', async () => {
    const sports = await all({ gameType: 'SPORTS' });
    expect(sports).toHaveLength(20);
    expect(sports.every((game) => game.gameType === 'SPORTS')).toBe(true);
    const esports = await all({ gameType: 'ESPORTS' });
    expect(esports.map((game) => game.vassalage).sort()).toEqual(['AI', 'AI', 'AV', 'AV', 'IA', 'IA', 'IMES', 'IMES', 'TF', 'TF']);
    expect((await all({ gameType: 'COCKFIGHT' })).every((game) => game.category === 'COCKFIGHT' && game.gameType === 'SPORTS')).toBe(true);
    const lottery = await all({ gameType: 'LOTT' });
    expect(lottery.every((game) => game.gameGroupId !== null && game.lottoMode !== null)).toBe(true);
  });

  it('names games in the requested language and answers icons the platform serves', async () => {
    const [en, ty] = [await list({ gameType: 'FISH', language: 'EN' }), await list({ gameType: 'FISH', language: 'TY' })];
    expect(en.games.map((game) => game.gameId)).toEqual(ty.games.map((game) => game.gameId));
    expect(en.games[0]!.gameName).not.toBe(ty.games[0]!.gameName);
    const icon = await platform.app.inject({ method: 'GET', url: en.games[0]!.iconUrl });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
  });

  it('serves each merchant its own games and a trial merchant its real one', async () => {
    const playdeck = await list({ gameType: 'RNG' });
    expect(await list({ gameType: 'RNG' }, 'PLAYDECKtrial')).toEqual(playdeck);
    const lucky = await list({ gameType: 'RNG' }, 'LUCKYSTAR');
    expect(lucky.games.map((game) => game.gameId).some((id) => playdeck.games.some((game) => game.gameId === id))).toBe(false);
  });
});

describe('games.popular', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const popular = async (query: Record<string, unknown>) => valueOf(await callPlatform(platform, contract.games.popular, { query })).list;

  it('answers hot games, hottest first, with the operator query and filters', async () => {
    const hot = await popular({ isPlatform: 2, language: 'EN', platform: 'html5', merchantCode: 'PLAYDECK' });
    expect(hot).toHaveLength(20);
    expect(hot.every((game) => game.isHot)).toBe(true);
    expect((await popular({ pageSize: 100 })).length).toBe(40);
    const live = await popular({ gameType: 'LIVE' });
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((game) => game.category === 'LIVE')).toBe(true);
    const jili = await popular({ vassalage: 'JL', pageSize: 100 });
    expect(jili.every((game) => game.vassalage === 'JL')).toBe(true);
  });

  it('ranks the hot games first in the game list', async () => {
    const hot = await popular({ gameType: 'RNG', pageSize: 100 });
    const listed = valueOf(
      await callPlatform(platform, contract.games.gameList, { query: { gameType: 'RNG', pageSize: hot.length } }),
    ).games;
    expect(listed.map((game) => game.gameId)).toEqual(hot.map((game) => game.gameId));
  });

  it('/lgw/games/mobile answers what the game list answers, with its filters and refusals', async () => {
    for (const query of [
      { gameType: 'RNG' },
      { gameType: 'FISH', pageNo: 2, pageSize: 10, language: 'EN' },
      { gameName: 'rồng', language: 'TY' },
    ]) {
      const mobile = valueOf(await callPlatform(platform, contract.games.gamesMobile, { query }));
      expect(mobile.games.length).toBeGreaterThan(0);
      expect(mobile).toEqual(valueOf(await callPlatform(platform, contract.games.gameList, { query })));
    }
    expect(errorOf(await callPlatform(platform, contract.games.gamesMobile, { query: { pageSize: 101 } })).errorCode).toBe(
      'request_param_err',
    );
  });
});
