import { and, eq, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import { games, gameVendors } from '../../db/schema';
import { containsPattern } from './catalogue/search-text';
import type { GameCategory, GameClassification, RoomType } from './game-types';

export interface GameFilter {
  merchantId: number;
  category?: GameCategory;
  vendor?: string;
  classify?: GameClassification;
  /** Minor units, exact. */
  minBet?: number;
  minLine?: number;
  roomType?: RoomType;
  name?: string;
  hotOnly?: boolean;
}

/** The where clause of a game query (games joined with their vendor). */
export function gameConditions(filter: GameFilter): SQL | undefined {
  const name = filter.name?.trim();
  return and(
    eq(games.merchantId, filter.merchantId),
    // SPORTS is the platform's game type and holds e-sports and cockfight; the other categories are exact.
    filter.category === 'SPORTS' ? eq(games.gameType, 'SPORTS') : filter.category ? eq(games.category, filter.category) : undefined,
    // The vendor's merchant is implied by the join; naming it lets game_vendors_merchant_code find the vendor.
    filter.vendor
      ? and(eq(gameVendors.merchantId, filter.merchantId), sql`lower(${gameVendors.code}) = ${filter.vendor.toLowerCase()}`)
      : undefined,
    filter.classify ? eq(games.classify, filter.classify) : undefined,
    filter.minBet !== undefined ? eq(games.minBet, filter.minBet) : undefined,
    filter.minLine ? sql`${games.minLine} >= ${filter.minLine}` : undefined,
    filter.roomType ? eq(games.roomType, filter.roomType) : undefined,
    name ? like(games.searchText, containsPattern(name)) : undefined,
    filter.hotOnly ? isNotNull(games.hotRank) : undefined,
  );
}
