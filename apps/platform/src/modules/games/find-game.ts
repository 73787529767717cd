import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { games, gameVendors, lotteryGames } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';
import type { GameCategory } from './game-types';

export interface GameTarget {
  nodeId?: string;
  gameId?: number;
  vendor: string;
  /** Only for a vendor lobby (no node id or game id): the category whose first game is the lobby. */
  category?: GameCategory;
}

function targetCondition(target: GameTarget): SQL | undefined {
  if (target.nodeId !== undefined) return eq(games.nodeId, target.nodeId);
  if (target.gameId !== undefined) return eq(games.id, target.gameId);
  // The vendor's lobby: its first game, of the category asked for when one is.
  return target.category ? eq(games.category, target.category) : undefined;
}

/**
 * The merchant's game with that node id (or game id) from that vendor, or the vendor's lobby when
 * neither is given; `not.found` otherwise.
 */
export async function findGame(db: Db, merchantId: number, target: GameTarget) {
  const [game] = await db
    .select({
      id: games.id,
      nameEn: games.nameEn,
      nameTy: games.nameTy,
      minBet: games.minBet,
      vendorCode: gameVendors.code,
      prizeModes: lotteryGames.prizeModes,
    })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .leftJoin(lotteryGames, eq(lotteryGames.gameId, games.id))
    .where(and(eq(games.merchantId, merchantId), targetCondition(target), sql`lower(${gameVendors.code}) = ${target.vendor.toLowerCase()}`))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(1);
  if (!game) throw new PlatformError('not.found', { status: 404, message: 'no such game' });
  return game;
}
