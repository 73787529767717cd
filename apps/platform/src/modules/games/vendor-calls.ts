import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { games, gameVendors } from '../../db/schema';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { CATALOGUE_ANSWER } from './game-list';
import type { GameClassification, PlatformGameType } from './game-types';
import { given } from './query-values';
import { realMerchantId } from './real-merchant';
import { contentLanguage } from '../../http/content-language';

const LANE_TITLES: Record<PlatformGameType, Record<'EN' | 'TY', string>> = {
  LOTT: { EN: 'Lottery', TY: 'Xổ Số' },
  LIVE: { EN: 'Live Casino', TY: 'Casino Trực Tuyến' },
  RNG: { EN: 'Slots', TY: 'Nổ Hũ' },
  SPORTS: { EN: 'Sports', TY: 'Thể Thao' },
  PVP: { EN: 'Card Games', TY: 'Game Bài' },
  FISH: { EN: 'Fishing', TY: 'Bắn Cá' },
};

/** Vendor lanes (GCSGAME_getVassalage) and each vendor's classifications (GCSGAME_getVassGameType). */
export function registerVendorCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(
    app,
    services,
    contract.games.vendors,
    async ({ query, ctx }) => {
      const language = contentLanguage(ctx, given(query.language));
      const vendors = await services.db
        .select({ vendor: gameVendors, gameCount: count(games.id) })
        .from(gameVendors)
        .leftJoin(games, eq(games.vendorId, gameVendors.id))
        .where(eq(gameVendors.merchantId, realMerchantId(ctx.merchant)))
        .groupBy(gameVendors.id)
        .orderBy(asc(gameVendors.sortOrder));
      const lanes = new Map<PlatformGameType, (typeof vendors)[number][]>();
      for (const row of vendors) {
        const gameType = row.vendor.gameType as PlatformGameType;
        lanes.set(gameType, [...(lanes.get(gameType) ?? []), row]);
      }
      return {
        data: {
          lanes: [...lanes].map(([gameType, rows]) => ({
            title: LANE_TITLES[gameType][language],
            gameClassify: gameType,
            cards: rows.map(({ vendor, gameCount }) => ({
              vassalage: vendor.code,
              accountTypeName: vendor.accountTypeName,
              displayName: vendor.displayName,
              gameType,
              gameCount,
            })),
          })),
        },
      };
    },
    { shared: CATALOGUE_ANSWER },
  );

  registerCall(
    app,
    services,
    contract.games.vendorGameTypes,
    async ({ ctx }) => {
      const merchantId = realMerchantId(ctx.merchant);
      const vendors = await services.db
        .select({ gameType: gameVendors.gameType, code: gameVendors.code })
        .from(gameVendors)
        .where(eq(gameVendors.merchantId, merchantId))
        .orderBy(asc(gameVendors.sortOrder));
      const classified = await services.db
        .selectDistinct({ vendorType: gameVendors.gameType, code: gameVendors.code, classify: games.classify })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(and(eq(games.merchantId, merchantId), isNotNull(games.classify)))
        .orderBy(asc(games.classify));
      const content: Partial<Record<PlatformGameType, Record<string, GameClassification[]>>> = {};
      for (const vendor of vendors) (content[vendor.gameType as PlatformGameType] ??= {})[vendor.code] = [];
      for (const row of classified) content[row.vendorType as PlatformGameType]![row.code]!.push(row.classify as GameClassification);
      return { content };
    },
    { shared: CATALOGUE_ANSWER },
  );
}
