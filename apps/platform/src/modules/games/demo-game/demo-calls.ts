import * as z from 'zod/mini';
import { amountInputSchema, contract, defineCall } from '@playdeck/api';

/*
 * The demo game's own calls (not the app's contract): the page the launch URL opens places bets with the
 * play token it was given when its one-time ticket was redeemed. The Merchant header is the launch's.
 */

// The wallet contract's money: at most 2 decimals.
const amount = contract.wallet.balance.value.shape.sumBalance;
const playToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'a play token'));

export const demoGameCalls = {
  state: defineCall({
    id: 'demoGame.state',
    method: 'POST',
    path: '/wps/game/demo/state',
    auth: 'none',
    errors: [] as const,
    body: () => z.object({ playToken }),
    value: () =>
      z.object({
        gameName: z.string(),
        vendor: z.string(),
        freePlay: z.boolean(),
        currencySymbol: z.string(),
        /** The merchant's display decimals (brand.json currency.displayDecimals). */
        displayDecimals: z.int().check(z.minimum(0), z.maximum(2)),
        balance: amount,
        minBet: amount,
        maxBet: amount,
        betOptions: z.array(amount),
      }),
  }),
  spin: defineCall({
    id: 'demoGame.spin',
    method: 'POST',
    path: '/wps/game/demo/spin',
    auth: 'none',
    errors: ['balance.insufficient'] as const,
    /** `roundId` is the page's: sending it again answers the same round and bets nothing more. */
    body: () =>
      z.object({
        playToken,
        roundId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'a round id')),
        bet: amountInputSchema(),
      }),
    value: () =>
      z.object({ roundId: z.string(), reels: z.array(z.string()), bet: amount, win: amount, balance: amount, replayed: z.boolean() }),
  }),
};
