import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import type { Db } from '../../db/database';
import { games, recentGames } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { findGame } from './find-game';
import { gameConditions } from './game-filters';
import { selectGames, toWireGames } from './game-rows';
import { given, pageOf } from './query-values';
import { realMerchantId } from './real-merchant';

export const RECENT_GAMES_KEPT = 50;

/** Marks a game played now, keeping only the member's latest RECENT_GAMES_KEPT. */
export async function recordRecentGame(db: Db, memberId: number, gameId: number, now: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, gameId, playedAt: now })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: now } });
  const kept = db
    .select({ gameId: recentGames.gameId })
    .from(recentGames)
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
    .limit(RECENT_GAMES_KEPT);
  await db.delete(recentGames).where(and(eq(recentGames.memberId, memberId), notInArray(recentGames.gameId, kept)));
}

/** A member's recently played games, newest first. */
export function registerRecentCalls(app: FastifyInstance, services: PlatformServices): void {
  const { db } = services;

  registerCall(app, services, contract.games.recent, async ({ query, ctx }) => {
    const memberId = ctx.member!.id;
    const where = and(
      eq(recentGames.memberId, memberId),
      gameConditions({ merchantId: realMerchantId(ctx.merchant), category: given(query.gameType) }),
    );
    const [total] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(recentGames)
      .innerJoin(games, eq(games.id, recentGames.gameId))
      .where(where);
    const page = pageOf(total!.count, query.page, query.pageSize);
    const rows = await selectGames(db)
      .innerJoin(recentGames, eq(recentGames.gameId, games.id))
      .where(where)
      .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
      .limit(page.limit)
      .offset(page.offset);
    return { list: toWireGames(rows, ctx, query.language), totalPages: page.totalPages };
  });

  registerCall(app, services, contract.games.addRecent, async ({ query, ctx }) => {
    const game = await findGame(db, realMerchantId(ctx.merchant), query);
    await recordRecentGame(db, ctx.member!.id, game.id, services.now());
    return null;
  });
}
