import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';

// A Monday: 07:00 in Vietnam.
const MONDAY = new Date('2025-06-02T00:00:00Z');

describe('lottery lists', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    platform.clock.now = MONDAY;
  });

  const numero = async (query: Record<string, unknown> = {}) =>
    valueOf(await callPlatform(platform, contract.games.lotteryNumero, { query })).list;
  const vietnam = async (query: Record<string, unknown> = {}) =>
    valueOf(await callPlatform(platform, contract.games.lotteryVietnam, { query })).list;

  it('lists every opened numero game with its modes and next draw', async () => {
    const list = await numero({ language: 'EN' });
    expect(list).toHaveLength(46);
    const oneMinute = list.find((lottery) => lottery.gameName === '1-Minute Lotto')!;
    expect(oneMinute).toMatchObject({
      vassalage: 'LOTT',
      lottoMode: 'Tradition',
      playTypes: ['Tradition'],
      prizeModes: ['Lott', 'ZY'],
      prizeMode: 'Lott',
      drawIntervalSeconds: 60,
      nextDrawTime: Date.parse('2025-06-02T00:01:00Z'),
      issueNo: '202506020002',
    });
    const entertainment = list.filter((lottery) => lottery.vassalage === 'ELOTT');
    expect(entertainment.every((lottery) => lottery.prizeMode === 'Elott' && lottery.lottoMode.includes('Entertainment'))).toBe(true);
    expect(list.every((lottery) => lottery.iconUrl.startsWith('/wps/static/games/'))).toBe(true);
  });

  it('filters by prize mode', async () => {
    expect((await numero({ prize_mode: 'Elott' })).map((lottery) => lottery.vassalage)).toEqual(Array(15).fill('ELOTT'));
    expect(await numero({ prize_mode: 'SEA' })).toHaveLength(10);
    const zy = await numero({ prize_mode: 'ZY' });
    expect(zy).toHaveLength(15);
    expect(zy.every((lottery) => lottery.prizeMode === 'ZY' && lottery.vassalage === 'LOTT')).toBe(true);
    expect(await numero({ prize_mode: 'Lott' })).toHaveLength(21);
    expect(await numero({ prize_mode: '' })).toHaveLength(46);
    expect(errorOf(await callPlatform(platform, contract.games.lotteryNumero, { query: { prize_mode: 'XX' } })).errorCode).toBe(
      'request_param_err',
    );
  });

  it('lists the Vietnamese lotteries drawing in the next day, soonest first, by region', async () => {
    const monday = await vietnam({ language: 'EN' });
    expect(monday.map((lottery) => lottery.gameName)).toEqual([
      'Ho Chi Minh City Lottery',
      'Dong Thap Lottery',
      'Ca Mau Lottery',
      'Hue Lottery',
      'Phu Yen Lottery',
      'Northern Lottery',
    ]);
    expect(monday.at(-1)).toMatchObject({
      region: 'NORTH',
      gameGroupId: 1,
      nextDrawTime: Date.parse('2025-06-02T11:15:00Z'),
      issueNo: '20250602',
    });
    expect((await vietnam({ region: 'CENTRAL', language: 'TY' })).map((lottery) => lottery.gameName)).toEqual([
      'Xổ Số Thừa Thiên Huế',
      'Xổ Số Phú Yên',
    ]);

    platform.clock.now = new Date('2025-06-02T12:00:00Z');
    const tuesday = await vietnam({ language: 'EN' });
    expect(tuesday.map((lottery) => lottery.gameName)).toEqual([
      'Ben Tre Lottery',
      'Vung Tau Lottery',
      'Bac Lieu Lottery',
      'Dak Lak Lottery',
      'Quang Nam Lottery',
      'Northern Lottery',
    ]);
  });
});
