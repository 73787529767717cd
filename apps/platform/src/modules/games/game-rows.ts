import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { games, gameVendors, lotteryGames } from '../../db/schema';
import { toMoney } from '../wallet/money';
import type { GameCategory, GameClassification, PlatformGameType, RoomType, WireGame } from './game-types';
import { artVersion } from '../content/art/art-store';
import { brandArtHues, gamePicture } from '../content/art/brand-art';
import type { BrandHues } from '../content/images/brand-tint';
import { GAME_ICON_BASE } from './icons/icon-routes';
import { given } from './query-values';
import { contentLanguage } from '../../http/content-language';
import type { CallContext } from '../../http/request-context';

/**
 * Origin-relative, like every URL the platform answers for its own images and pages. The version names the
 * tile's content (name, vendor, the brand's hues), so the tile is served as immutable.
 */
export const gameIconUrl = (game: { id: number; nameEn: string; vendorName: string }, hues: BrandHues) =>
  `${GAME_ICON_BASE}/${game.id}.webp?v=${artVersion(gamePicture(game, hues))}`;

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
  vendorName: gameVendors.displayName,
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

/** `hues`: the merchant's brand's (brandArtHues), which its game tiles are drawn in. */
export function toWireGame(row: GameRow, language: 'EN' | 'TY', hues: BrandHues): WireGame {
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
    iconUrl: gameIconUrl(row, hues),
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

/** A list's rows as the wire answers them: named in the language the query asked for (else the request's), tiles in the merchant's brand hues. */
export function toWireGames(rows: readonly GameRow[], ctx: CallContext, askedLanguage: string | undefined): WireGame[] {
  const language = contentLanguage(ctx, given(askedLanguage));
  const hues = brandArtHues(ctx.services, ctx.merchant.brandId);
  return rows.map((row) => toWireGame(row, language, hues));
}
