import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { games } from '../../db/schema';
import { registerCall, type SharedAnswer } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { toMinor } from '../wallet/money';
import { gameConditions } from './game-filters';
import { countGames, selectGames, toWireGame } from './game-rows';
import { given, pageOf } from './query-values';
import { realMerchantId } from './real-merchant';

export const CATALOGUE_ANSWER: SharedAnswer = { topics: ['catalogue'] };

/** The game list with its filters, and the hot games: the same for every visitor and member. */
export function registerGameListCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(
    app,
    services,
    contract.games.gameList,
    async ({ query, ctx }) => {
      const classify = given(query.gameClassify);
      const minBet = given(query.minBet);
      const where = gameConditions({
        merchantId: realMerchantId(ctx.merchant),
        category: given(query.gameType),
        vendor: given(query.vassalage),
        classify: classify === 'ALL' ? undefined : classify,
        minBet: minBet === undefined ? undefined : toMinor(minBet),
        minLine: given(query.minLine),
        name: query.gameName,
      });
      const page = pageOf(await countGames(services.db, where), query.pageNo, query.pageSize);
      const rows = await selectGames(services.db)
        .where(where)
        .orderBy(asc(games.sortOrder), asc(games.id))
        .limit(page.limit)
        .offset(page.offset);
      const language = given(query.language) ?? ctx.language;
      return { games: rows.map((row) => toWireGame(row, language)), pageNum: query.pageNo, totalPages: page.totalPages };
    },
    { shared: CATALOGUE_ANSWER },
  );

  registerCall(
    app,
    services,
    contract.games.popular,
    async ({ query, ctx }) => {
      const where = gameConditions({
        merchantId: realMerchantId(ctx.merchant),
        category: given(query.gameType),
        vendor: given(query.vassalage),
        hotOnly: true,
      });
      const rows = await selectGames(services.db).where(where).orderBy(asc(games.hotRank)).limit(query.pageSize);
      const language = given(query.language) ?? ctx.language;
      return { list: rows.map((row) => toWireGame(row, language)) };
    },
    { shared: CATALOGUE_ANSWER },
  );
}
