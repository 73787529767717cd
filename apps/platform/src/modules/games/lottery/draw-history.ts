import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract, LOTTERY_HISTORY_DAYS } from '@playdeck/api';
import { games, gameVendors, lotteryGames } from '../../../db/schema';
import { PlatformError } from '../../../http/platform-error';
import { registerCall } from '../../../http/register-call';
import type { PlatformServices } from '../../../services';
import type { LotteryRegion } from '../game-types';
import { given, pageOf } from '../query-values';
import { realMerchantId } from '../real-merchant';
import { drawResults } from './draw-results';
import { issueNoOf, pastDraws } from './draw-schedule';

const HISTORY_WINDOW_MS = LOTTERY_HISTORY_DAYS * 86_400_000;

async function findLottery(services: PlatformServices, merchantId: number, gameId: number) {
  const [row] = await services.db
    .select({ game: games, lottery: lotteryGames, vendorCode: gameVendors.code })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(and(eq(games.id, gameId), eq(games.merchantId, merchantId)));
  if (!row) throw new PlatformError('not.found', { status: 404, message: 'no such lottery' });
  return row;
}

/** Lottery history: one lottery's draws of the last 30 days with their results, newest first, paged. */
export function registerDrawHistoryCall(app: FastifyInstance, services: PlatformServices): void {
  registerCall(app, services, contract.lottery.draws, async ({ query, ctx }) => {
    const merchantId = realMerchantId(ctx.merchant);
    const { game, lottery, vendorCode } = await findLottery(services, merchantId, query.gameId);
    const language = given(query.language) ?? ctx.language;
    const draws = pastDraws(lottery, services.now(), HISTORY_WINDOW_MS);
    const page = pageOf(draws.count, query.pageNo, query.pageSize);
    const region = lottery.region as LotteryRegion | null;
    const drawn = { vendorCode, region, drawIntervalSeconds: lottery.drawIntervalSeconds };
    const list = [];
    for (let index = page.offset; index < Math.min(draws.count, page.offset + page.limit); index++) {
      const drawTime = draws.at(index);
      const issueNo = issueNoOf(lottery, drawTime);
      list.push({ issueNo, drawTime, prizes: drawResults(drawn, { merchantId, gameId: game.id, issueNo }) });
    }
    return {
      gameId: game.id,
      gameName: language === 'TY' ? game.nameTy : game.nameEn,
      vassalage: vendorCode,
      region,
      list,
      pageNum: query.pageNo,
      totalPages: page.totalPages,
      totalCount: draws.count,
    };
  });
}
