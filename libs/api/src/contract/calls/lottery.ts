import * as z from 'zod/mini';
import { defineCall } from '../define-call';
import { epochMsSchema, languageSchema, pageNumberSchema, pageSizeSchema } from '../common';
import { LOTTERY_REGIONS } from './games';
import { lazySchema } from '../lazy-schema';

/*
 * Lottery history: the draw results of one lottery (spec section 2, lazy page "lottery history").
 *
 * Choices where the spec shows no path or shape:
 * - `GET /lotto/lgw/games/draws?gameId=` in the lottery gateway's family (`/lotto/lgw/...`), no token, like
 *   the numero lists. The lottery is the merchant's (a trial merchant sees its real merchant's); an unknown
 *   or non-lottery gameId answers `not.found`.
 * - The draws of the last 30 days (`LOTTERY_HISTORY_DAYS`), newest first, paged: pageNo from 1, pageSize at
 *   most 50 (default 10); totalPages is 0 when the lottery has not drawn in that time; a page past the end is
 *   empty.
 * - A draw answers its issue number (the same numbering as numero's `issueNo`), its time and its prizes in
 *   order, tier 0 first (the special prize of a Vietnamese lottery, the first prize of the others), each tier
 *   with its winning numbers as digit strings (leading zeros kept). The tiers follow the lottery: Vietnamese
 *   northern draws 27 numbers in 8 tiers, the other Vietnamese lotteries 18 in 9, south-east Asian ones a
 *   6-digit first prize, two 3-digit and one 2-digit prize, fast games five single digits.
 */

export const LOTTERY_HISTORY_DAYS = 30;
export const LOTTERY_DRAWS_MAX_PAGE_SIZE = 50;
export const LOTTERY_DRAWS_PAGE_SIZE = 10;

export const lotteryPrizeSchema = lazySchema(() =>
  z.object({
    /** 0 is the top prize. */
    tier: z.number(),
    numbers: z.array(z.string()),
  }),
);
export type LotteryPrize = z.output<ReturnType<typeof lotteryPrizeSchema>>;

export const lotteryDrawSchema = lazySchema(() =>
  z.object({
    issueNo: z.string(),
    drawTime: epochMsSchema(),
    prizes: z.array(lotteryPrizeSchema()),
  }),
);
export type LotteryDraw = z.output<ReturnType<typeof lotteryDrawSchema>>;

export const lotteryCalls = {
  draws: defineCall({
    id: 'lottery.draws',
    method: 'GET',
    path: '/lotto/lgw/games/draws',
    auth: 'none',
    errors: ['not.found'] as const,
    query: () =>
      z.object({
        gameId: z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
        pageNo: pageNumberSchema(),
        pageSize: pageSizeSchema(LOTTERY_DRAWS_MAX_PAGE_SIZE, LOTTERY_DRAWS_PAGE_SIZE),
        language: z.optional(z.union([z.literal(''), languageSchema()])),
      }),
    value: () =>
      z.object({
        gameId: z.number(),
        /** In the request's language. */
        gameName: z.string(),
        vassalage: z.string(),
        region: z.nullable(z.enum(LOTTERY_REGIONS)),
        list: z.array(lotteryDrawSchema()),
        pageNum: z.number(),
        totalPages: z.number(),
        totalCount: z.number(),
      }),
  }),
};
