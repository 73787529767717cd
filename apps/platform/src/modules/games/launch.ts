import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { gameLaunches } from '../../db/schema';
import { hashToken } from '../../http/authenticate';
import { PlatformError } from '../../http/platform-error';
import { registerCall } from '../../http/register-call';
import type { PlatformServices } from '../../services';
import { ensureWallet, freePlayWallet, MAIN_WALLET } from '../wallet/wallets';
import { DEMO_GAME_PATH } from './demo-game';
import { randomToken, TICKET_TTL_MS } from './demo-game/play-session';
import { findGame } from './find-game';
import { given } from './query-values';
import { realMerchantId } from './real-merchant';
import { recordRecentGame } from './recent';
import { contentLanguage } from '../../http/content-language';
import { refuseDuringBreak } from '../responsible-gaming/breaks';

const REAL_MONEY = 1;

/**
 * Launches a game (or a vendor's lobby, its first game, when no game is named): a one-time ticket, stored hashed, in a link to the platform's demo game. Real money
 * bets the MAIN wallet; free play (and every trial user) a free-play wallet, refilled when it cannot
 * cover the game's minimum bet.
 */
export function registerLaunchCall(app: FastifyInstance, services: PlatformServices): void {
  registerCall(app, services, contract.games.launch, async ({ body, ctx }) => {
    const member = ctx.member!;
    if (member.isTrial && body.accountType === REAL_MONEY) throw new PlatformError('trial.forbidden', { status: 403 });
    // A session that outlived the break's start (the break ends them all) still cannot play.
    await refuseDuringBreak(services.db, member.id, services.now());
    const category = given(body.category) ?? given(body.gameCategory);
    const game = await findGame(services.db, realMerchantId(ctx.merchant), {
      nodeId: body.nodeId,
      gameId: body.gameId,
      vendor: body.vendor,
      category,
    });
    if (body.prizeMode && !(game.prizeModes ?? []).includes(body.prizeMode)) {
      throw new PlatformError('request_param_err', { message: 'this game does not play in that prize mode' });
    }
    const ticket = randomToken();
    const ticketHash = hashToken(ticket);
    const now = services.now();
    await services.db.transaction(async (tx) => {
      const wallet =
        body.accountType === REAL_MONEY
          ? await ensureWallet(tx, member.id, MAIN_WALLET)
          : await freePlayWallet(tx, member.id, now, { occasion: ticketHash, below: game.minBet });
      await tx.insert(gameLaunches).values({
        ticketHash,
        memberId: member.id,
        merchantId: ctx.merchant.id,
        sessionId: ctx.session!.id,
        gameId: game.id,
        walletId: wallet.id,
        accountType: body.accountType,
        language: contentLanguage(ctx, given(body.language)),
        createdAt: now,
        ticketExpiresAt: new Date(now.getTime() + TICKET_TTL_MS),
      });
    });
    await recordRecentGame(services.db, member.id, game.id, now);
    return { content: { game_url: `${DEMO_GAME_PATH}/${ticket}` } };
  });
}
