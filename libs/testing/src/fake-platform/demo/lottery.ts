import { contract, type Game, type LotteryDraw, type LotteryGame } from '@playdeck/api';
import type { FakeWorld } from '../fake-platform';
import { gameFixture } from './games';

const { games, lottery } = contract;
const MINUTE = 60_000;

/** The lottery category of the game list: a Vietnamese, a south-east Asian and a fast lottery. */
export const demoLotteryGames: Game[] = [
  { nodeId: '200001', gameName: 'Northern Lottery', vassalage: 'TCG_LOTTO_VN', gameGroupId: 1, lottoMode: 'Tradition' },
  { nodeId: '200002', gameName: 'Thai Lottery', vassalage: 'TCG_SEA', gameGroupId: 4, lottoMode: 'Tradition' },
  { nodeId: '200003', gameName: '1-Minute Lotto', vassalage: 'LOTT', gameGroupId: 5, lottoMode: 'Tradition' },
].map((change) =>
  gameFixture({
    ...change,
    gameType: 'LOTT',
    category: 'LOTT',
    vendorCode: change.vassalage,
    gameCode: `${change.vassalage}_${change.nodeId}`,
  }),
);

/** An opened Vietnamese lottery as the numero /vn call answers it. */
export function demoVietnamLottery(change: Partial<LotteryGame> = {}): LotteryGame {
  return {
    gameId: 200001,
    nodeId: '200001',
    gameCode: 'TCG_LOTTO_VN_200001',
    gameGroupId: 1,
    gameName: 'Northern Lottery',
    vassalage: 'TCG_LOTTO_VN',
    iconUrl: '/wps/static/games/200001.svg',
    lottoMode: 'Tradition',
    playTypes: ['Tradition'],
    prizeModes: ['Lott'],
    prizeMode: 'Lott',
    region: 'NORTH',
    drawIntervalSeconds: 86_400,
    nextDrawTime: Date.now() + 90 * MINUTE,
    issueNo: '20261125',
    ...change,
  };
}

const demoVietnamLotteries = (): LotteryGame[] => [
  demoVietnamLottery({
    gameId: 200004,
    nodeId: '200004',
    gameName: 'Dong Thap Lottery',
    region: 'SOUTH',
    gameGroupId: 3,
    nextDrawTime: Date.now() + 30 * MINUTE,
  }),
  demoVietnamLottery({
    gameId: 200005,
    nodeId: '200005',
    gameName: 'Hue Lottery',
    region: 'CENTRAL',
    gameGroupId: 2,
    nextDrawTime: Date.now() + 60 * MINUTE,
  }),
  demoVietnamLottery(),
];

/** A northern draw: 27 numbers in 8 tiers, the special prize first. */
export function demoNorthernDraw(issueNo: string, drawTime: number): LotteryDraw {
  const digits = (count: number, length: number, seed: number) =>
    Array.from({ length: count }, (_, index) => String((seed * 7919 + index * 104_729) % 10 ** length).padStart(length, '0'));
  const seed = Number(issueNo.slice(-4));
  const tiers: [number, number][] = [
    [1, 5],
    [1, 5],
    [2, 5],
    [6, 5],
    [4, 4],
    [6, 4],
    [3, 3],
    [4, 2],
  ];
  return { issueNo, drawTime, prizes: tiers.map(([count, length], tier) => ({ tier, numbers: digits(count, length, seed + tier) })) };
}

/** 12 daily northern draws, newest first: two pages of 10. */
const DEMO_DRAWS = 12;
const DAY = 86_400_000;

export const lotteryAnswers: FakeWorld = {
  [games.lotteryVietnam.id]: ({ query }) => ({
    list: demoVietnamLotteries().filter((game) => !query?.region || game.region === query.region),
  }),
  [lottery.draws.id]: ({ query }) => {
    const pageNo = Number(query?.pageNo ?? 1);
    const pageSize = Number(query?.pageSize ?? 10);
    const game = demoLotteryGames.find((entry) => entry.gameId === Number(query?.gameId)) ?? demoLotteryGames[0]!;
    const latest = Date.parse('2026-11-24T11:15:00Z');
    const all = Array.from({ length: DEMO_DRAWS }, (_, index) => {
      const drawTime = latest - index * DAY;
      return demoNorthernDraw(new Date(drawTime).toISOString().slice(0, 10).replaceAll('-', ''), drawTime);
    });
    return {
      gameId: game.gameId,
      gameName: game.gameName,
      vassalage: game.vassalage,
      region: game.vassalage === 'TCG_LOTTO_VN' ? 'NORTH' : null,
      list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNum: pageNo,
      totalPages: Math.ceil(DEMO_DRAWS / pageSize),
      totalCount: DEMO_DRAWS,
    };
  },
};
