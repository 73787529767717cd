import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../../testing/test-platform';

// A Monday, 12:00 UTC (19:00 in Vietnam: the day's Vietnamese draws are over).
const MONDAY_NOON = new Date('2025-06-02T12:00:00Z');

describe('lottery draw history', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    platform.clock.now = MONDAY_NOON;
  });

  const lotteries = async () => valueOf(await callPlatform(platform, contract.games.lotteryNumero, { query: { language: 'EN' } })).list;
  const draws = async (query: Record<string, unknown>, merchant?: string) =>
    callPlatform(platform, contract.lottery.draws, { query, merchant });
  // Every lottery of the catalogue has a history, opened for bets or not.
  const byName = async (name: string) =>
    valueOf(
      await callPlatform(platform, contract.games.gameList, { query: { gameType: 'LOTT', gameName: name, language: 'EN' } }),
    ).games.find((game) => game.gameName === name)!;

  it("answers a northern lottery's daily draws of the last 30 days, newest first, with 27 numbers in 8 tiers", async () => {
    const north = await byName('Northern Lottery');
    const answer = valueOf(await draws({ gameId: north.gameId, pageSize: 3, language: 'TY' }));
    expect(answer).toMatchObject({ gameId: north.gameId, gameName: 'Xổ Số Miền Bắc', region: 'NORTH', vassalage: 'TCG_LOTTO_VN' });
    expect(answer.totalCount).toBe(30);
    expect(answer.totalPages).toBe(10);
    expect(answer.list.map((draw) => draw.issueNo)).toEqual(['20250602', '20250601', '20250531']);
    expect(answer.list[0]!.drawTime).toBe(Date.parse('2025-06-02T11:15:00Z'));
    const [latest] = answer.list;
    expect(latest!.prizes.map((prize) => prize.numbers.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(latest!.prizes[0]!.numbers[0]).toMatch(/^\d{5}$/);
    expect(latest!.prizes[7]!.numbers.every((number) => /^\d{2}$/.test(number))).toBe(true);
  });

  it('keeps the numbers of a draw on every ask, and pages through the same draws', async () => {
    const north = await byName('Northern Lottery');
    const first = valueOf(await draws({ gameId: north.gameId, pageSize: 4 })).list;
    const second = valueOf(await draws({ gameId: north.gameId, pageNo: 2, pageSize: 2 })).list;
    expect(second).toEqual(first.slice(2, 4));
    // Draws differ from one another (not one fixed answer).
    expect(new Set(first.map((draw) => draw.prizes[0]!.numbers[0])).size).toBeGreaterThan(1);
    // Past the end: empty, with the true page count.
    const past = valueOf(await draws({ gameId: north.gameId, pageNo: 99 }));
    expect(past).toMatchObject({ list: [], totalPages: 3, pageNum: 99 });
  });

  it('draws a weekly southern lottery only on its weekday and a fast game every interval', async () => {
    const dongThap = await byName('Dong Thap Lottery');
    const weekly = valueOf(await draws({ gameId: dongThap.gameId, pageSize: 50 }));
    expect(weekly.totalCount).toBe(5);
    expect(weekly.list.map((draw) => new Date(draw.drawTime).toISOString())).toEqual(
      ['2025-06-02', '2025-05-26', '2025-05-19', '2025-05-12', '2025-05-05'].map((day) => `${day}T09:15:00.000Z`),
    );
    expect(weekly.list[0]!.prizes.map((prize) => prize.numbers.length)).toEqual([1, 1, 1, 2, 7, 1, 3, 1, 1]);

    const fast = (await lotteries()).find((lottery) => lottery.gameName === '1-Minute Lotto')!;
    const minute = valueOf(await draws({ gameId: fast.gameId, pageSize: 2 }));
    expect(minute.totalCount).toBe(30 * 1440);
    expect(minute.list.map((draw) => draw.issueNo)).toEqual(['202506020721', '202506020720']);
    expect(minute.list[0]!.prizes).toEqual([{ tier: 0, numbers: expect.arrayContaining([expect.stringMatching(/^\d$/)]) }]);
    expect(minute.list[0]!.prizes[0]!.numbers).toHaveLength(5);
    // The latest draw is the one just before numero's next draw.
    expect(minute.list[0]!.drawTime).toBe(fast.nextDrawTime - 60_000);
  });

  it("refuses a game that is not a lottery or not the merchant's, and bad paging, with translated errors", async () => {
    expect(errorOf(await draws({ gameId: 999_999_999 }))).toMatchObject({ status: 404, errorCode: 'not.found' });
    expect(errorOf(await draws({ gameId: 'abc' })).errorCode).toBe('request_param_err');
    expect(errorOf(await draws({})).errorCode).toBe('request_param_err');
    const north = await byName('Northern Lottery');
    expect(errorOf(await draws({ gameId: north.gameId, pageSize: 51 })).errorCode).toBe('request_param_err');
    // A game id of another merchant's catalogue is not this merchant's lottery.
    expect(errorOf(await draws({ gameId: north.gameId }, 'LUCKYSTAR')).errorCode).toBe('not.found');
    // The trial merchant sees its real merchant's lotteries.
    expect(valueOf(await draws({ gameId: north.gameId }, 'PLAYDECKtrial')).gameId).toBe(north.gameId);
  });
});
