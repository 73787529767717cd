import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { games, gameVendors } from '../../db/schema';
import { PlatformError } from '../../http/platform-error';

/** The merchant's game with that node id (or game id) from that vendor, or `not.found`. */
export async function findGame(db: Db, merchantId: number, target: { nodeId?: string; gameId?: number; vendor: string }) {
  const [game] = await db
    .select({ id: games.id, nameEn: games.nameEn, nameTy: games.nameTy, minBet: games.minBet, vendorCode: gameVendors.code })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(
      and(
        eq(games.merchantId, merchantId),
        target.nodeId !== undefined ? eq(games.nodeId, target.nodeId) : eq(games.id, target.gameId!),
        sql`lower(${gameVendors.code}) = ${target.vendor.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (!game) throw new PlatformError('not.found', { status: 404, message: 'no such game' });
  return game;
}
