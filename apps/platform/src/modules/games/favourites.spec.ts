import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { signIn, signInTrial } from '../../testing/sign-in';

describe('favourite games', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const ids = async (token: string, merchant = 'PLAYDECK') =>
    valueOf(await callPlatform(platform, contract.games.favouriteIds, { token, merchant, query: { pageNo: 1, pageSize: 100 } }));
  const add = (token: string, body: { nodeId: string; vendor: string }, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.games.addFavourite, { token, merchant, body });
  const remove = (token: string, body: { nodeId: string; vendor: string }, merchant = 'PLAYDECK') =>
    callPlatform(platform, contract.games.removeFavourite, { token, merchant, body });
  const someGames = async (gameType: string, count: number) =>
    valueOf(await callPlatform(platform, contract.games.gameList, { query: { gameType, pageSize: count, pageNo: 2 } })).games;

  it('starts member01 with seeded favourites, newest first, as ids and as a paged list', async () => {
    const { token } = await signIn(platform);
    const seeded = await ids(token);
    expect(seeded).toHaveLength(6);
    const listed = valueOf(
      await callPlatform(platform, contract.games.favourites, { token, query: { pageNo: 1, pageSize: 4, language: 'EN' } }),
    );
    expect(listed.pageNum).toBe(1);
    expect(listed.totalPages).toBe(2);
    expect(listed.content.map((game) => game.nodeId)).toEqual(seeded.slice(0, 4));
    const second = valueOf(await callPlatform(platform, contract.games.favourites, { token, query: { pageNo: 2, pageSize: 4 } }));
    expect(second.content.map((game) => game.nodeId)).toEqual(seeded.slice(4));
  });

  it('adds and removes idempotently, newest first', async () => {
    const { token } = await signIn(platform, 'agent01');
    expect(await ids(token)).toEqual([]);
    const [first, second] = await someGames('LIVE', 2);
    valueOf(await add(token, { nodeId: first!.nodeId, vendor: first!.vassalage }));
    platform.clock.advance(1_000);
    valueOf(await add(token, { nodeId: second!.nodeId, vendor: second!.vassalage }));
    valueOf(await add(token, { nodeId: first!.nodeId, vendor: first!.vassalage }));
    expect(await ids(token)).toEqual([second!.nodeId, first!.nodeId]);

    valueOf(await remove(token, { nodeId: second!.nodeId, vendor: second!.vassalage }));
    valueOf(await remove(token, { nodeId: second!.nodeId, vendor: second!.vassalage }));
    expect(await ids(token)).toEqual([first!.nodeId]);
    const listed = valueOf(await callPlatform(platform, contract.games.favourites, { token, query: {} }));
    expect(listed).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(listed.content[0]).toMatchObject({ gameId: first!.gameId, vassalage: first!.vassalage });
  });

  it('refuses unknown games, a wrong vendor and malformed bodies', async () => {
    const { token } = await signIn(platform);
    const [game] = await someGames('RNG', 1);
    expect(errorOf(await add(token, { nodeId: '999999', vendor: 'PG' }))).toMatchObject({ status: 404, errorCode: 'not.found' });
    expect(errorOf(await add(token, { nodeId: game!.nodeId, vendor: 'NOPE' })).errorCode).toBe('not.found');
    expect(errorOf(await add(token, { nodeId: 'abc', vendor: 'PG' })).errorCode).toBe('request_param_err');
    expect(errorOf(await callPlatform(platform, contract.games.favouriteIds, { token, query: { pageSize: 101 } })).errorCode).toBe(
      'request_param_err',
    );
  });

  it('refuses visitors', async () => {
    const body = { nodeId: '100001', vendor: 'TCG_LOTTO_VN' };
    expect(errorOf(await callPlatform(platform, contract.games.favouriteIds, {}))).toMatchObject({
      status: 401,
      errorCode: 'user.or.token.invalid',
    });
    expect(errorOf(await callPlatform(platform, contract.games.favourites, {})).errorCode).toBe('user.or.token.invalid');
    expect(errorOf(await callPlatform(platform, contract.games.addFavourite, { body })).errorCode).toBe('user.or.token.invalid');
    expect(errorOf(await callPlatform(platform, contract.games.removeFavourite, { body })).errorCode).toBe('user.or.token.invalid');
  });

  it("keeps each member's favourites their own, per merchant", async () => {
    const a = await signIn(platform, 'member01');
    const b = await signIn(platform, 'agent02');
    const lucky = await signIn(platform, 'member01', 'LUCKYSTAR');
    const before = await ids(a.token);
    const luckyBefore = await ids(lucky.token, 'LUCKYSTAR');
    const [game] = await someGames('PVP', 1);
    valueOf(await add(b.token, { nodeId: game!.nodeId, vendor: game!.vassalage }));
    expect(await ids(a.token)).toEqual(before);
    expect(await ids(b.token)).toEqual([game!.nodeId]);
    valueOf(await remove(b.token, { nodeId: before[0]!, vendor: (await favouriteVendor(a.token, before[0]!))! }));
    expect(await ids(a.token)).toEqual(before);
    expect(await ids(lucky.token, 'LUCKYSTAR')).toEqual(luckyBefore);
    // A PLAYDECK token means nothing to LUCKYSTAR.
    expect(errorOf(await callPlatform(platform, contract.games.favouriteIds, { token: a.token, merchant: 'LUCKYSTAR' })).errorCode).toBe(
      'user.or.token.invalid',
    );
  });

  it('lets a trial user keep favourites of the real catalogue', async () => {
    const trial = await signInTrial(platform);
    const [game] = await someGames('FISH', 1);
    valueOf(await add(trial.token, { nodeId: game!.nodeId, vendor: game!.vassalage }, trial.merchant));
    expect(await ids(trial.token, trial.merchant)).toEqual([game!.nodeId]);
  });

  async function favouriteVendor(token: string, nodeId: string) {
    const listed = valueOf(await callPlatform(platform, contract.games.favourites, { token, query: { pageSize: 100 } }));
    return listed.content.find((game) => game.nodeId === nodeId)?.vassalage;
  }
});
