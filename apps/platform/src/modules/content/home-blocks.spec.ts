import { beforeEach, describe, expect, it } from 'vitest';
import { contract, WINNER_GAME_CATEGORIES } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { DEMO_WINNERS_PER_CATEGORY, DEMO_WINNING_GAMES } from './demo/demo-winners';
import { DEMO_JACKPOT, demoJackpotMinor } from './jackpot';
import { signIn } from '../../testing/sign-in';
import { maskName } from './winners';

const DAY = 86_400_000;

describe('help centre, hot matches and winner board', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  describe('content.helpCenter', () => {
    it('answers sections with tags and children, in the asked language', async () => {
      const sections = valueOf(await callPlatform(platform, contract.content.helpCenter, { query: { device: 'MOBILE', lang: 'EN' } }));
      expect(sections.map((section) => section.tag)).toEqual(['register', 'deposit', 'withdraw', 'promotions', 'responsible']);
      expect(sections[1]).toMatchObject({
        title: 'Deposits',
        children: [{ title: 'Minimum deposit' }, { title: 'My deposit has not arrived' }, { title: 'Deposit fees' }],
      });
      expect(sections[4]!.children).toEqual([]);
      expect(sections[0]!.content).toContain('href="/m/register"');
      const vietnamese = valueOf(await callPlatform(platform, contract.content.helpCenter, { query: { lang: 'TY' } }));
      expect(vietnamese[1]!.title).toBe('Nạp tiền');
      const lucky = valueOf(await callPlatform(platform, contract.content.helpCenter, { merchant: 'LUCKYSTAR' }));
      expect(lucky[0]!.content).toContain('Lucky Star');
      expect(errorOf(await callPlatform(platform, contract.content.helpCenter, { query: { device: 'TV' } })).errorCode).toBe(
        'request_param_err',
      );
    });
  });

  describe('content.hotMatches', () => {
    it('answers upcoming matches, soonest first, with crests the platform draws', async () => {
      const matches = valueOf(
        await callPlatform(platform, contract.content.hotMatches, { query: { types: 'H', platform: 'M', merchantCode: 'PLAYDECK' } }),
      );
      expect(matches.length).toBeGreaterThanOrEqual(6);
      const now = platform.clock.now.getTime();
      for (const match of matches) {
        expect(match.matchTime).toBeGreaterThan(now);
        expect(match.homeTeam).not.toBe(match.awayTeam);
        expect(match).toMatchObject({
          vendor: expect.any(String),
          roomId: expect.stringMatching(/^\d+$/),
          nodeId: expect.stringMatching(/^\d+$/),
        });
      }
      expect(matches.map((match) => match.matchTime)).toEqual([...matches.map((match) => match.matchTime)].sort((a, b) => a - b));
      const crest = await platform.app.inject({ method: 'GET', url: matches[0]!.homeTeamImageUrl });
      expect(crest.statusCode).toBe(200);
      expect(crest.headers['content-type']).toBe('image/webp');
    });

    it('bets now through the sports game it names', async () => {
      const [match] = valueOf(await callPlatform(platform, contract.content.hotMatches));
      const { token } = await signIn(platform, 'member01');
      const launched = await callPlatform(platform, contract.games.launch, {
        token,
        body: {
          gameCategory: 'SPORTS',
          category: 'SPORTS',
          vendor: match!.vendor,
          gameId: Number(match!.roomId),
          nodeId: match!.nodeId,
          supportPlay: match!.supportPlay,
          showChoice: false,
        },
      });
      expect(valueOf(launched).content.game_url).toMatch(/^\/|^https?:/);
    });

    it('is per merchant and empties once every match has started', async () => {
      const playdeck = valueOf(await callPlatform(platform, contract.content.hotMatches));
      const lucky = valueOf(await callPlatform(platform, contract.content.hotMatches, { merchant: 'LUCKYSTAR' }));
      expect(lucky.map((match) => match.roomId + match.homeTeam)).not.toEqual(playdeck.map((match) => match.roomId + match.homeTeam));
      platform.clock.advance(30 * DAY);
      expect(valueOf(await callPlatform(platform, contract.content.hotMatches))).toEqual([]);
      expect(errorOf(await callPlatform(platform, contract.content.hotMatches, { query: { types: 'X' } })).errorCode).toBe(
        'request_param_err',
      );
    });
  });

  describe('content.winners', () => {
    it('answers 20 rows wrapped in vo, masked, newest first', async () => {
      const { list } = valueOf(
        await callPlatform(platform, contract.content.winners, { query: { gameCategory: 'ALL', language: 'EN', limitNum: 20 } }),
      );
      expect(list).toHaveLength(20);
      for (const { vo } of list) {
        expect(vo.customerName).toMatch(/^[a-z]{1,2}\*+[a-z0-9]{2}$/);
        expect(vo.winAmount).toBeGreaterThanOrEqual(500_000);
      }
    });

    it('filters by category and limits, per merchant', async () => {
      const { list } = valueOf(await callPlatform(platform, contract.content.winners, { query: { gameCategory: 'RNG', limitNum: 50 } }));
      expect(list.length).toBeGreaterThan(0);
      for (const { vo } of list) expect(DEMO_WINNING_GAMES.RNG).toContain(vo.gameName);
      expect(valueOf(await callPlatform(platform, contract.content.winners, { query: { limitNum: 5 } })).list).toHaveLength(5);
      const playdeck = valueOf(await callPlatform(platform, contract.content.winners)).list;
      const lucky = valueOf(await callPlatform(platform, contract.content.winners, { merchant: 'LUCKYSTAR' })).list;
      expect(lucky).not.toEqual(playdeck);
      for (const query of [{ limitNum: 0 }, { limitNum: 51 }, { limitNum: 'many' }, { gameCategory: 'CASINO' }]) {
        expect(errorOf(await callPlatform(platform, contract.content.winners, { query })).errorCode, JSON.stringify(query)).toBe(
          'request_param_err',
        );
      }
    });
  });
});

describe('content.winnerBoard (ODSFE2_getWinnerBoard) and content.jackpot (VIS_getJackpot)', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it("answers the operator's winner-board relay as the rank list, with its refusals", async () => {
    const query = { gameCategory: 'ALL', limitNum: 7, language: 'EN' } as const;
    const board = valueOf(await callPlatform(platform, contract.content.winnerBoard, { query }));
    expect(board.list).toHaveLength(7);
    expect(board).toEqual(valueOf(await callPlatform(platform, contract.content.winners, { query })));
    expect(errorOf(await callPlatform(platform, contract.content.winnerBoard, { query: { limitNum: 51 } })).errorCode).toBe(
      'request_param_err',
    );
  });

  it("answers each category's page its own board: every category has winners, each of that category's games", async () => {
    for (const [gameCategory, games] of Object.entries(DEMO_WINNING_GAMES)) {
      for (const merchant of ['PLAYDECK', 'LUCKYSTAR']) {
        const query = { gameCategory, limitNum: 5, language: 'EN' };
        const { list } = valueOf(await callPlatform(platform, contract.content.winnerBoard, { query, merchant }));
        expect(list.length, `${merchant} ${gameCategory}`).toBeGreaterThanOrEqual(DEMO_WINNERS_PER_CATEGORY);
        expect(list.length).toBeLessThanOrEqual(5);
        for (const { vo } of list) {
          expect(games).toContain(vo.gameName);
          expect(vo.customerName).toMatch(/^[a-z]{1,2}\*+[a-z0-9]{2}$/);
        }
      }
    }
    expect(Object.keys(DEMO_WINNING_GAMES).sort()).toEqual(WINNER_GAME_CATEGORIES.filter((category) => category !== 'ALL').sort());
  });

  it("answers the merchant's jackpot pool within the spec's 90,000,000-98,000,000, growing 125 a second", async () => {
    const first = valueOf(await callPlatform(platform, contract.content.jackpot));
    expect(first.updatedAt).toBe(platform.clock.now.getTime());
    expect(first.amount).toBeGreaterThanOrEqual(90_000_000);
    expect(first.amount).toBeLessThan(98_000_000);
    expect(demoJackpotMinor(new Date(10_000_000))).toBe(DEMO_JACKPOT.minMinor + 10_000 * 12_500);
    expect(demoJackpotMinor(new Date(20_000_000)) - demoJackpotMinor(new Date(10_000_000))).toBe(10_000 * 12_500);
    // Won at the top of the range: it starts again at the bottom.
    const span = DEMO_JACKPOT.maxMinor - DEMO_JACKPOT.minMinor;
    expect(demoJackpotMinor(new Date((span / 12_500) * 1000))).toBe(DEMO_JACKPOT.minMinor);
  });
});

describe('maskName', () => {
  it('masks names so they cannot be looked up', () => {
    expect(maskName('member01')).toBe('me****01');
    expect(maskName('tuan123')).toBe('tu***23');
    expect(maskName('abcd')).toBe('a***');
    expect(maskName('ab')).toBe('a*');
    expect(maskName('averyveryverylongname99')).toBe('av******99');
  });
});
