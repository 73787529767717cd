import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { RECENT_GAMES_KEPT } from './recent';
import { signIn, signInTrial } from '../../testing/sign-in';

describe('recent games', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const recent = async (token: string, query: Record<string, unknown> = {}, merchant = 'PLAYDECK') =>
    valueOf(await callPlatform(platform, contract.games.recent, { token, merchant, query: { clientType: 2, ...query } }));
  const played = async (token: string, game: { nodeId: string; vassalage: string }, merchant = 'PLAYDECK') => {
    platform.clock.advance(1_000);
    valueOf(
      await callPlatform(platform, contract.games.addRecent, { token, merchant, query: { nodeId: game.nodeId, vendor: game.vassalage } }),
    );
  };
  const games = async (gameType: string, pageSize: number) =>
    valueOf(await callPlatform(platform, contract.games.gameList, { query: { gameType, pageSize } })).games;

  it('starts member01 with seeded recent games and lists the latest first', async () => {
    const { token } = await signIn(platform);
    const seeded = await recent(token);
    expect(seeded.list).toHaveLength(5);
    expect(seeded.totalPages).toBe(1);
    const [fish] = await games('FISH', 1);
    await played(token, fish!);
    const after = await recent(token, { page: 1, pageSize: 2 });
    expect(after.list[0]!.gameId).toBe(fish!.gameId);
    expect(after.totalPages).toBe(3);
  });

  it('moves a replayed game to the top without listing it twice, and filters by game type', async () => {
    const { token } = await signIn(platform, 'agent01');
    const [live, slot] = [(await games('LIVE', 1))[0]!, (await games('RNG', 1))[0]!];
    await played(token, live);
    await played(token, slot);
    await played(token, live);
    expect((await recent(token)).list.map((game) => game.gameId)).toEqual([live.gameId, slot.gameId]);
    expect((await recent(token, { gameType: 'RNG' })).list.map((game) => game.gameId)).toEqual([slot.gameId]);
    expect(await recent(token, { gameType: 'PVP' })).toEqual({ list: [], totalPages: 0 });
  });

  it(`keeps the latest ${RECENT_GAMES_KEPT}`, async () => {
    const { token } = await signIn(platform, 'agent02');
    const slots = await games('RNG', RECENT_GAMES_KEPT + 3);
    for (const slot of slots) await played(token, slot);
    const all = await recent(token, { pageSize: 100 });
    expect(all.list).toHaveLength(RECENT_GAMES_KEPT);
    expect(all.list[0]!.gameId).toBe(slots.at(-1)!.gameId);
    expect(all.list.map((game) => game.gameId)).not.toContain(slots[0]!.gameId);
  });

  it('keeps members apart and refuses visitors and unknown games', async () => {
    const a = await signIn(platform, 'member01');
    const b = await signIn(platform, 'type04');
    const before = await recent(a.token);
    await played(b.token, (await games('PVP', 1))[0]!);
    expect(await recent(a.token)).toEqual(before);
    expect((await recent(b.token)).list).toHaveLength(1);
    expect(errorOf(await callPlatform(platform, contract.games.recent, {})).errorCode).toBe('user.or.token.invalid');
    expect(
      errorOf(await callPlatform(platform, contract.games.addRecent, { query: { nodeId: '100001', vendor: 'TCG_LOTTO_VN' } })).status,
    ).toBe(401);
    const unknown = await callPlatform(platform, contract.games.addRecent, { token: a.token, query: { nodeId: '1', vendor: 'PG' } });
    expect(errorOf(unknown).errorCode).toBe('not.found');
  });

  it('works for trial users', async () => {
    const trial = await signInTrial(platform);
    await played(trial.token, (await games('RNG', 1))[0]!, trial.merchant);
    expect((await recent(trial.token, {}, trial.merchant)).list).toHaveLength(1);
  });
});
