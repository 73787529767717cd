import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { sessions } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { walletsOutOfBalance } from '../wallet/testing/ledger-check';
import { gameState, launchAndOpen, spin } from './testing/launch-game';
import { signIn, signInTrial } from '../../testing/sign-in';

describe('games.launch and the demo game', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const firstGame = async (gameType = 'RNG', query: Record<string, unknown> = {}) =>
    valueOf(
      await callPlatform(platform, contract.games.gameList, { query: { gameType, pageSize: 1, pageNo: 3, language: 'EN', ...query } }),
    ).games[0]!;
  const balance = async (token: string, merchant = 'PLAYDECK') =>
    valueOf(await callPlatform(platform, contract.wallet.balance, { token, merchant }));

  it('opens a one-time demo page where a bet moves the real balance', async () => {
    const { token } = await signIn(platform);
    const game = await firstGame();
    const { url, page, playToken } = await launchAndOpen(platform, token, game);
    expect(url).toMatch(/^\/wps\/game\/demo\/play\/[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(token);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(page.body).toContain(game.vassalage);

    const state = await gameState(platform, playToken);
    expect(state).toMatchObject({
      freePlay: false,
      currencySymbol: '₫',
      displayDecimals: 0,
      balance: 5_000,
      minBet: game.minBet,
      maxBet: 1_000,
    });
    expect(state.betOptions[0]).toBe(game.minBet);

    const round = valueOf(await spin(platform, playToken, 'round-00000001', 10));
    expect(round.balance).toBe(5_000 - 10 + round.win);
    expect(round.reels).toHaveLength(3);
    expect((await balance(token)).sumBalance).toBe(5_155.75 - 10 + round.win);
    expect(await walletsOutOfBalance(platform)).toEqual([]);

    const again = await platform.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(410);
    expect(again.body).not.toMatch(/playToken/);
  });

  it('records the launch as a recent game', async () => {
    const { token } = await signIn(platform, 'agent01');
    const game = await firstGame('LIVE');
    await launchAndOpen(platform, token, game);
    const recent = valueOf(await callPlatform(platform, contract.games.recent, { token }));
    expect(recent.list[0]!.gameId).toBe(game.gameId);
  });

  it('launches by gameId and lottery games too', async () => {
    const { token } = await signIn(platform);
    const lottery = valueOf(await callPlatform(platform, contract.games.lotteryNumero, { query: { prize_mode: 'Elott' } })).list[0]!;
    const launched = await callPlatform(platform, contract.games.launch, {
      token,
      body: {
        gameCategory: 'LOTT',
        vendor: lottery.vassalage,
        gameId: lottery.gameId,
        accountType: 1,
        prizeMode: 'Elott',
        playType: 'Entertainment',
      },
    });
    expect(valueOf(launched).content.game_url).toMatch(/^\/wps\/game\/demo\/play\//);
  });

  it('lets an unopened link expire after 5 minutes', async () => {
    const { token } = await signIn(platform);
    const game = await firstGame();
    const launched = valueOf(
      await callPlatform(platform, contract.games.launch, { token, body: { vendor: game.vassalage, nodeId: game.nodeId } }),
    );
    platform.clock.advance(5 * 60_000 + 1);
    expect((await platform.app.inject({ method: 'GET', url: launched.content.game_url })).statusCode).toBe(410);
    expect((await platform.app.inject({ method: 'GET', url: '/wps/game/demo/play/not-a-ticket' })).statusCode).toBe(410);
  });

  it('lets trial users play free only, on their free-play credit', async () => {
    const trial = await signInTrial(platform);
    const game = await firstGame();
    const real = await callPlatform(platform, contract.games.launch, {
      token: trial.token,
      merchant: trial.merchant,
      body: { vendor: game.vassalage, nodeId: game.nodeId },
    });
    expect(errorOf(real)).toMatchObject({ status: 403, errorCode: 'trial.forbidden' });

    const { playToken } = await launchAndOpen(platform, trial.token, game, { accountType: 0, merchant: trial.merchant });
    expect(await gameState(platform, playToken, trial.merchant)).toMatchObject({ freePlay: true, balance: 2_000 });
    const round = valueOf(await spin(platform, playToken, 'trial-round-1', 5, trial.merchant));
    expect((await balance(trial.token, trial.merchant)).sumBalance).toBe(2_000 - 5 + round.win);
  });

  it('plays a real member free without touching real money', async () => {
    const { token } = await signIn(platform);
    const { playToken } = await launchAndOpen(platform, token, await firstGame(), { accountType: 0 });
    expect(await gameState(platform, playToken)).toMatchObject({ freePlay: true, balance: 2_000 });
    valueOf(await spin(platform, playToken, 'free-round-1', 50));
    expect((await balance(token)).sumBalance).toBe(5_155.75);
  });

  it('refills an emptied free-play wallet at the next launch', async () => {
    const trial = await signInTrial(platform);
    const game = await firstGame('RNG', { minBet: 0.5 });
    const first = await launchAndOpen(platform, trial.token, game, { accountType: 0, merchant: trial.merchant });
    let left = 2_000;
    for (let round = 0; left >= 0.5 && round < 500; round++) {
      left = valueOf(await spin(platform, first.playToken, `drain-${round}-round`, Math.min(left, 1_000), trial.merchant)).balance;
    }
    expect(left).toBeLessThan(0.5);
    const second = await launchAndOpen(platform, trial.token, game, { accountType: 0, merchant: trial.merchant });
    expect((await gameState(platform, second.playToken, trial.merchant)).balance).toBe(2_000);
    expect(await walletsOutOfBalance(platform)).toEqual([]);
  });

  it('refuses visitors, unknown games and a wrong vendor', async () => {
    const game = await firstGame();
    const body = { vendor: game.vassalage, nodeId: game.nodeId };
    expect(errorOf(await callPlatform(platform, contract.games.launch, { body }))).toMatchObject({
      status: 401,
      errorCode: 'user.or.token.invalid',
    });
    const { token } = await signIn(platform);
    expect(errorOf(await callPlatform(platform, contract.games.launch, { token, body: { ...body, vendor: 'EVO' } })).errorCode).toBe(
      'not.found',
    );
    expect(errorOf(await callPlatform(platform, contract.games.launch, { token, body: { vendor: 'PG', nodeId: '1' } })).errorCode).toBe(
      'not.found',
    );
    expect(errorOf(await callPlatform(platform, contract.games.launch, { token, body: { vendor: 'NOPE' } })).errorCode).toBe('not.found');
    expect(
      errorOf(await callPlatform(platform, contract.games.launch, { token, body: { vendor: 'PG', category: 'LIVE' } })).errorCode,
    ).toBe('not.found');
    expect(errorOf(await callPlatform(platform, contract.games.launch, { token, body: { ...body, accountType: 2 } })).errorCode).toBe(
      'request_param_err',
    );
    // The gateway is WEB=1 or MOBILE=3 (spec section 9); both open the game.
    expect(errorOf(await callPlatform(platform, contract.games.launch, { token, body: { ...body, gateway: 2 } })).errorCode).toBe(
      'request_param_err',
    );
    for (const gateway of [1, 3]) {
      expect(valueOf(await callPlatform(platform, contract.games.launch, { token, body: { ...body, gateway } })).content.game_url).toMatch(
        /^\/wps\/game\/demo\/play\//,
      );
    }
  });

  it('ends play with the member session, and keeps play tokens to their merchant', async () => {
    const { token } = await signIn(platform);
    const { playToken } = await launchAndOpen(platform, token, await firstGame());
    expect(errorOf(await spin(platform, playToken, 'other-merchant', 1, 'LUCKYSTAR')).errorCode).toBe('user.or.token.invalid');
    await platform.services.db.update(sessions).set({ endedAt: platform.services.now(), endReason: 'logout' });
    expect(errorOf(await spin(platform, playToken, 'after-logout', 1))).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    expect(errorOf(await callPlatform(platform, contract.wallet.balance, { token })).status).toBe(401);
  });

  it('expires play after two hours', async () => {
    const { token } = await signIn(platform);
    const { playToken } = await launchAndOpen(platform, token, await firstGame());
    // The test session lives an hour: keep it alive to isolate the play expiry.
    await platform.services.db.update(sessions).set({ expiresAt: new Date(platform.services.now().getTime() + 24 * 3_600_000) });
    platform.clock.advance(2 * 3_600_000 + 1);
    expect(errorOf(await spin(platform, playToken, 'too-late-1', 1)).errorCode).toBe('user.or.token.invalid');
  });
  it("opens a vendor's lobby (its first game of the category) when no game is named", async () => {
    const { token } = await signIn(platform);
    const launch = (body: Record<string, unknown>) =>
      callPlatform(platform, contract.games.launch, {
        token,
        body: { vendor: 'EVO', launchMode: 'GLS', accountType: 1, showChoice: false, ...body } as never,
      });
    const lobby = valueOf(await launch({ category: 'LIVE' }));
    const page = await platform.app.inject({ method: 'GET', url: lobby.content.game_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('EVO');
    expect(errorOf(await launch({ vendor: 'NOPE', category: 'LIVE' })).errorCode).toBe('not.found');
  });

  it('launches a lottery in one of its prize modes and refuses any other', async () => {
    const { token } = await signIn(platform);
    const lotteries = valueOf(await callPlatform(platform, contract.games.lotteryNumero, { query: { language: 'EN' } })).list;
    const eLottery = lotteries.find((lottery) => lottery.vassalage === 'ELOTT')!;
    const body = {
      category: 'LOTT' as const,
      vendor: 'ELOTT',
      gameId: eLottery.gameId,
      launchMode: 'GLS' as const,
      accountType: 1 as const,
      playType: 'Entertainment' as const,
    };
    expect(
      valueOf(await callPlatform(platform, contract.games.launch, { token, body: { ...body, prizeMode: 'Elott' } })).content.game_url,
    ).toMatch(/^\/wps\/game\/demo\/play\//);
    expect(errorOf(await callPlatform(platform, contract.games.launch, { token, body: { ...body, prizeMode: 'SEA' } })).errorCode).toBe(
      'request_param_err',
    );
  });
});
