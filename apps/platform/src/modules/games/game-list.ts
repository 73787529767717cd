import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import type { CallContext } from '../../http/request-context';
import { games } from '../../db/schema';
import { registerCall, type CallHandler, type SharedAnswer } from '../../http/register-call';
import { brandArtHues } from '../content/art/brand-art';
import type { PlatformServices } from '../../services';
import { toMinor } from '../wallet/money';
import { gameConditions } from './game-filters';
import { countGames, selectGames, toWireGame } from './game-rows';
import { given, pageOf } from './query-values';
import { realMerchantId } from './real-merchant';

export const CATALOGUE_ANSWER: SharedAnswer = { topics: ['catalogue'] };

/** One page of the merchant's catalogue under the game list's filters. */
async function listGames(
  services: PlatformServices,
  query: Parameters<CallHandler<typeof contract.games.gameList>>[0]['query'],
  ctx: CallContext,
) {
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
  const hues = brandArtHues(services, ctx.merchant.brandId);
  return { games: rows.map((row) => toWireGame(row, language, hues)), pageNum: query.pageNo, totalPages: page.totalPages };
}

/** The game list with its filters, and the hot games: the same for every visitor and member. */
export function registerGameListCalls(app: FastifyInstance, services: PlatformServices): void {
  // The gateway's mobile list answers what the game list answers (every game here plays in H5).
  for (const call of [contract.games.gameList, contract.games.gamesMobile]) {
    registerCall(app, services, call, ({ query, ctx }) => listGames(services, query, ctx), { shared: CATALOGUE_ANSWER });
  }

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
      const hues = brandArtHues(services, ctx.merchant.brandId);
      return { list: rows.map((row) => toWireGame(row, language, hues)) };
    },
    { shared: CATALOGUE_ANSWER },
  );
}
