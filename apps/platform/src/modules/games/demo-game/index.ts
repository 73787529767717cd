import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { wallets } from '../../../db/schema';
import { registerCall } from '../../../http/register-call';
import type { PlatformServices } from '../../../services';
import { toMinor, toMoney } from '../../wallet/money';
import { merchantCurrency, merchantDisplayDecimals } from '../../wallet/wallet-view';
import { realMerchantId } from '../real-merchant';
import { demoGameCalls } from './demo-calls';
import { demoGameHtml, expiredGameHtml } from './page';
import { playSessionFor, redeemTicket } from './play-session';
import { MAX_BET, playRound } from './rounds';

/** The launch's account type for free play (1 is real money). */
const FREE_PLAY = 0;

export const DEMO_GAME_PATH = '/wps/game/demo/play';
const BET_STEPS = [1_00, 5_00, 10_00, 50_00, 100_00];

function sendPage(reply: FastifyReply, status: number, html: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      // The page holds a play token: never cached, never leaked through the referrer.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'`,
      )
      .send(html(nonce))
  );
}

/** The demo game a launch URL opens: the page (one load per ticket), its state and its bets. */
export function registerDemoGame(app: FastifyInstance, services: PlatformServices): void {
  app.get<{ Params: { ticket: string } }>(`${DEMO_GAME_PATH}/:ticket`, async (request, reply) => {
    const redeemed = await redeemTicket(services, request.params.ticket);
    if (!redeemed) return sendPage(reply, 410, expiredGameHtml);
    const { session, playToken } = redeemed;
    return sendPage(reply, 200, (nonce) =>
      demoGameHtml({
        gameName: session.gameName,
        vendor: session.vendor,
        merchantCode: session.merchantCode,
        playToken,
        language: session.language,
        freePlay: session.accountType === FREE_PLAY,
        nonce,
      }),
    );
  });

  registerCall(app, services, demoGameCalls.state, async ({ body, ctx }) => {
    const play = await playSessionFor(services, ctx.merchant.id, body.playToken);
    const [wallet] = await services.db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.id, play.walletId));
    const options = [...new Set([play.minBet, ...BET_STEPS.filter((step) => step > play.minBet)])];
    return {
      gameName: play.gameName,
      vendor: play.vendor,
      freePlay: play.accountType === FREE_PLAY,
      currencySymbol: (await merchantCurrency(services.db, realMerchantId(ctx.merchant))).currencySymbol,
      displayDecimals: await merchantDisplayDecimals(services.db, realMerchantId(ctx.merchant)),
      balance: toMoney(wallet!.balance),
      minBet: toMoney(play.minBet),
      maxBet: toMoney(MAX_BET),
      betOptions: options.map(toMoney),
    };
  });

  registerCall(app, services, demoGameCalls.spin, async ({ body, ctx }) => {
    const play = await playSessionFor(services, ctx.merchant.id, body.playToken);
    const round = await playRound(services, play, body.roundId, toMinor(body.bet));
    return { ...round, bet: toMoney(round.bet), win: toMoney(round.win), balance: toMoney(round.balance) };
  });
}
