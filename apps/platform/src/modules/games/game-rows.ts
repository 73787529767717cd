import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { games, gameVendors, lotteryGames } from '../../db/schema';
import { toMoney } from '../wallet/money';
import type { GameCategory, GameClassification, PlatformGameType, RoomType, WireGame } from './game-types';
import { GAME_ICON_BASE } from './icons/icon-routes';

/** Origin-relative, like every URL the platform answers for its own images and pages. */
export const gameIconUrl = (gameId: number) => `${GAME_ICON_BASE}/${gameId}.svg`;

const gameRowColumns = {
  id: games.id,
  nodeId: games.nodeId,
  gameCode: games.gameCode,
  nameEn: games.nameEn,
  nameTy: games.nameTy,
  category: games.category,
  gameType: games.gameType,
  classify: games.classify,
  minBet: games.minBet,
  minLine: games.minLine,
  roomType: games.roomType,
  isNew: games.isNew,
  hotRank: games.hotRank,
  supportPlay: games.supportPlay,
  vendorCode: gameVendors.code,
  gameGroupId: lotteryGames.gameGroupId,
  lottoMode: lotteryGames.lottoMode,
};

/** Games with their vendor (and lottery details), ready for a where clause, order and paging. */
export function selectGames(db: Db) {
  return db
    .select(gameRowColumns)
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .leftJoin(lotteryGames, eq(lotteryGames.gameId, games.id))
    .$dynamic();
}

export type GameRow = Awaited<ReturnType<typeof selectGames>>[number];

export async function countGames(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(where);
  return row!.count;
}

export function toWireGame(row: GameRow, language: 'EN' | 'TY'): WireGame {
  const name = language === 'TY' ? row.nameTy : row.nameEn;
  return {
    gameId: row.id,
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    gameName: name,
    nodeName: name,
    displayName: name,
    gameType: row.gameType as PlatformGameType,
    category: row.category as GameCategory,
    vassalage: row.vendorCode,
    vendorCode: row.vendorCode,
    iconUrl: gameIconUrl(row.id),
    gameClassifyNew: row.classify as GameClassification | null,
    minBet: toMoney(row.minBet),
    minLine: row.minLine,
    roomType: row.roomType as RoomType | null,
    isGameH5: true,
    isNew: row.isNew,
    isHot: row.hotRank !== null,
    supportPlay: row.supportPlay,
    gameGroupId: row.gameGroupId,
    lottoMode: row.lottoMode,
  };
}
