import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { favouriteGames, games } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { findGame } from './find-game';
import { selectGames, toWireGames } from './game-rows';
import { pageOf } from './query-values';
import { realMerchantId } from './real-merchant';

/** A member's favourite games: ids, paged list, add and remove (both idempotent). */
export function registerFavouriteCalls(app: FastifyInstance, services: PlatformServices): void {
  const { db } = services;
  const newestFirst = [desc(favouriteGames.createdAt), desc(favouriteGames.gameId)];
  const countFavourites = (memberId: number) => db.$count(favouriteGames, eq(favouriteGames.memberId, memberId));

  registerCall(app, services, contract.games.favouriteIds, async ({ query, ctx }) => {
    const page = pageOf(0, query.pageNo, query.pageSize);
    const rows = await db
      .select({ nodeId: games.nodeId })
      .from(favouriteGames)
      .innerJoin(games, eq(games.id, favouriteGames.gameId))
      .where(eq(favouriteGames.memberId, ctx.member!.id))
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((row) => row.nodeId);
  });

  registerCall(app, services, contract.games.favourites, async ({ query, ctx }) => {
    const memberId = ctx.member!.id;
    const page = pageOf(await countFavourites(memberId), query.pageNo, query.pageSize);
    const rows = await selectGames(db)
      .innerJoin(favouriteGames, eq(favouriteGames.gameId, games.id))
      .where(eq(favouriteGames.memberId, memberId))
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset);
    return {
      content: toWireGames(rows, ctx, query.language),
      pageNum: query.pageNo,
      totalPages: page.totalPages,
    };
  });

  registerCall(app, services, contract.games.addFavourite, async ({ body, ctx }) => {
    const game = await findGame(db, realMerchantId(ctx.merchant), body);
    await db.insert(favouriteGames).values({ memberId: ctx.member!.id, gameId: game.id, createdAt: services.now() }).onConflictDoNothing();
    return null;
  });

  registerCall(app, services, contract.games.removeFavourite, async ({ body, ctx }) => {
    const game = await findGame(db, realMerchantId(ctx.merchant), body);
    await db.delete(favouriteGames).where(and(eq(favouriteGames.memberId, ctx.member!.id), eq(favouriteGames.gameId, game.id)));
    return null;
  });
}
