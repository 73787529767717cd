import * as z from 'zod/mini';
import { amountInputSchema, moneySchema } from '../common';
import { defineCall } from '../define-call';
import { lazySchema } from '../lazy-schema';

/*
 * Wallet (spec sections 2, 3, 7). The platform keeps integer minor units; the wire carries numbers with
 * at most 2 decimals.
 *
 * Choices where the spec shows no path or shape:
 * - A member has a MAIN wallet and may hold vendor wallets (code = vendor code). `sumBalance` is their
 *   sum. A trial user's balance is its free-play wallet (FREEPLAY), which is never real money.
 * - `/wps/wallets/merchant` (no token; the side menu loads it for visitors): the merchant's currency and
 *   the wallets a member may hold.
 * - `GCS_walletTransfer` (real accounts only): `fromWallet` ALL with `toWallet` MAIN moves every vendor
 *   balance to MAIN; otherwise `amount` moves between two wallets. A `transferId` (required, chosen by the
 *   client) makes a retry safe: the same id never moves money twice. It answers the balances after the transfer.
 */

/** Money on the wire, at most 2 decimals (the platform keeps integer minor units). */
export const amountSchema = moneySchema;

const walletCode = lazySchema(() => z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{1,32}$/, 'a wallet code')));

export const walletBalanceSchema = lazySchema(() => z.object({ code: z.string(), name: z.string(), balance: amountSchema() }));

export const memberWalletSchema = lazySchema(() =>
  z.object({
    currency: z.string(),
    currencySymbol: z.string(),
    sumBalance: amountSchema(),
    wallets: z.array(walletBalanceSchema()),
  }),
);
export type MemberWallet = z.output<ReturnType<typeof memberWalletSchema>>;

export const MAIN_WALLET = 'MAIN';
export const ALL_WALLETS = 'ALL';

export const walletCalls = {
  balance: defineCall({
    id: 'wallet.balance',
    method: 'GET',
    path: '/wps/wallets/gcs',
    auth: 'member',
    errors: [] as const,
    value: memberWalletSchema,
  }),
  merchantWallets: defineCall({
    id: 'wallet.merchantWallets',
    method: 'GET',
    path: '/wps/wallets/merchant',
    auth: 'none',
    errors: [] as const,
    value: () =>
      z.object({
        currency: z.string(),
        currencySymbol: z.string(),
        wallets: z.array(z.object({ code: z.string(), name: z.string() })),
      }),
  }),
  transfer: defineCall({
    id: 'wallet.transfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'real',
    errors: ['balance.insufficient'] as const,
    body: () =>
      z
        .object({
          transferId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, '8-64 letters, digits, - or _')),
          fromWallet: walletCode(),
          toWallet: walletCode(),
          amount: z.optional(amountInputSchema()),
        })
        .check(
          z.refine((body) => body.fromWallet === ALL_WALLETS || body.amount !== undefined, {
            message: 'amount is required',
            path: ['amount'],
          }),
          z.refine((body) => body.fromWallet !== body.toWallet, { message: 'fromWallet and toWallet differ', path: ['toWallet'] }),
        ),
    value: memberWalletSchema,
  }),
};
