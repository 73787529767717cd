import { and, asc, eq, gt, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract, ROOM_TYPES } from '@playdeck/api';
import type { CallContext } from '../../http/request-context';
import { games, gameVendors } from '../../db/schema';
import { registerCall, type CallHandler, type SharedAnswer } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { toMinor } from '../wallet/money';
import { gameConditions } from './game-filters';
import { countGames, selectGames, toWireGames } from './game-rows';
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
  const roomType = given(query.roomType);
  const where = gameConditions({
    merchantId: realMerchantId(ctx.merchant),
    category: given(query.gameType),
    vendor: given(query.vassalage),
    classify: classify === 'ALL' ? undefined : classify,
    minBet: minBet === undefined ? undefined : toMinor(minBet),
    minLine: given(query.minLine),
    roomType: roomType === 'ALL' ? undefined : roomType,
    name: query.gameName,
  });
  const page = pageOf(await countGames(services.db, where), query.pageNo, query.pageSize);
  const rows = await selectGames(services.db)
    .where(where)
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(page.limit)
    .offset(page.offset);
  return { games: toWireGames(rows, ctx, query.language), pageNum: query.pageNo, totalPages: page.totalPages };
}

/** Game menus: the line counts and room types the category's (or vendor's) games have, for the list's filters. */
async function gameMenu(
  services: PlatformServices,
  query: Parameters<CallHandler<typeof contract.games.gameMenu>>[0]['query'],
  ctx: CallContext,
) {
  const where = gameConditions({
    merchantId: realMerchantId(ctx.merchant),
    category: given(query.gameType),
    vendor: given(query.vassalage),
  });
  const distinct = (column: typeof games.minLine | typeof games.roomType, only: SQL) =>
    services.db
      .selectDistinct({ value: column })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(and(where, only));
  const [lines, rooms] = await Promise.all([
    distinct(games.minLine, gt(games.minLine, 1)),
    distinct(games.roomType, isNotNull(games.roomType)),
  ]);
  const present = new Set(rooms.map((row) => row.value));
  return {
    lines: lines.map((row) => Number(row.value)).sort((a, b) => a - b),
    roomTypes: ROOM_TYPES.filter((type) => present.has(type)),
  };
}

/** The game list with its filters, the game menus and the hot games: the same for every visitor and member. */
export function registerGameListCalls(app: FastifyInstance, services: PlatformServices): void {
  // The gateway's mobile list answers what the game list answers (every game here plays in H5).
  for (const call of [contract.games.gameList, contract.games.gamesMobile]) {
    registerCall(app, services, call, ({ query, ctx }) => listGames(services, query, ctx), { shared: CATALOGUE_ANSWER });
  }

  registerCall(app, services, contract.games.gameMenu, ({ query, ctx }) => gameMenu(services, query, ctx), { shared: CATALOGUE_ANSWER });

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
      return { list: toWireGames(rows, ctx, query.language) };
    },
    { shared: CATALOGUE_ANSWER },
  );
}
