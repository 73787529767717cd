import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { games, gameVendors, lotteryGames } from '../../../db/schema';
import { registerCall } from '../../../http/register-call';
import type { Merchant } from '../../../http/request-context';
import type { PlatformServices } from '../../../services';
import { brandArtHues } from '../../content/art/brand-art';
import { gameIconUrl } from '../game-rows';
import type { LotteryRegion, PlayType, PrizeMode, WireLotteryGame } from '../game-types';
import { given } from '../query-values';
import { realMerchantId } from '../real-merchant';
import { nextDraw } from './draw-schedule';
import { contentLanguage, type ContentLanguage } from '../../../http/content-language';

const VIETNAM_VENDOR = 'TCG_LOTTO_VN';
/** Daily lotteries are open for bets during the day before their draw. */
const OPEN_BEFORE_DRAW_MS = 86_400_000;

async function lotteryList(services: PlatformServices, merchant: Merchant, language: ContentLanguage): Promise<WireLotteryGame[]> {
  const merchantId = realMerchantId(merchant);
  const hues = brandArtHues(services, merchant.brandId);
  const rows = await services.db
    .select({ game: games, lottery: lotteryGames, vendorCode: gameVendors.code, vendorName: gameVendors.displayName })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .where(eq(games.merchantId, merchantId))
    .orderBy(asc(games.id));
  const now = services.now();
  return rows
    .map(({ game, lottery, vendorCode, vendorName }) => {
      const draw = nextDraw(lottery, now);
      const prizeModes = lottery.prizeModes as PrizeMode[];
      return {
        gameId: game.id,
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameGroupId: lottery.gameGroupId,
        gameName: language === 'TY' ? game.nameTy : game.nameEn,
        vassalage: vendorCode,
        iconUrl: gameIconUrl({ id: game.id, nameEn: game.nameEn, vendorName }, hues),
        lottoMode: lottery.lottoMode,
        playTypes: lottery.lottoMode.split(',') as PlayType[],
        prizeModes,
        prizeMode: prizeModes.includes('Elott') ? 'Elott' : prizeModes[0]!,
        region: lottery.region as LotteryRegion | null,
        drawIntervalSeconds: lottery.drawIntervalSeconds,
        nextDrawTime: draw.at,
        issueNo: draw.issueNo,
      };
    })
    .filter((lottery) => lottery.nextDrawTime - now.getTime() <= OPEN_BEFORE_DRAW_MS);
}

/** Opened lottery games: every numero game, and the Vietnamese lotteries drawing within a day. */
export function registerLotteryCalls(app: FastifyInstance, services: PlatformServices): void {
  registerCall(app, services, contract.games.lotteryNumero, async ({ query, ctx }) => {
    const prizeMode = given(query.prize_mode);
    const list = await lotteryList(services, ctx.merchant, contentLanguage(ctx, given(query.language)));
    if (!prizeMode) return { list };
    // Asked for one mode, each game answers launching in it.
    return { list: list.filter((lottery) => lottery.prizeModes.includes(prizeMode)).map((lottery) => ({ ...lottery, prizeMode })) };
  });

  registerCall(app, services, contract.games.lotteryVietnam, async ({ query, ctx }) => {
    const region = given(query.region);
    const list = await lotteryList(services, ctx.merchant, contentLanguage(ctx, given(query.language)));
    return {
      list: list
        .filter((lottery) => lottery.vassalage === VIETNAM_VENDOR && (!region || lottery.region === region))
        .sort((a, b) => a.nextDrawTime - b.nextDrawTime),
    };
  });
}
