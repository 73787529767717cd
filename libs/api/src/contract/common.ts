import * as z from 'zod/mini';
import { isWholeMinorAmount, MINOR_DIGITS, MINOR_UNIT } from './money-units';
import { lazySchema } from './lazy-schema';

/** Platform constants (spec section 9). */
export const PLATFORM_MOBILE = 'M';
export const CLIENT_TYPE = 2;
/** The gateway a request comes through (spec section 9): WEB=1, MOBILE=3. Game launches carry it. */
export const GATEWAY_WEB = 1;
export const GATEWAY_MOBILE = 3;
export const gatewaySchema = lazySchema(() => z.union([z.literal(GATEWAY_WEB), z.literal(GATEWAY_MOBILE)]));
export const REGISTER_TYPE = 0;

/** Member types the spec uses: 0 member, 1 and 2 agents, 4 and 40 non-agents, 41 and 42 other types. */
export const MEMBER_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;
export const memberTypeSchema = lazySchema(() =>
  z.union(MEMBER_TYPES.map((type) => z.literal(type)) as [z.ZodMiniLiteral<0>, ...z.ZodMiniLiteral<number>[]]),
);

/**
 * A platform language code (EN, TY, TH...): which ones a brand offers is its brand.json's business, so the wire takes
 * any well-formed code; a platform without texts in a language answers in a language it has (the reference one: EN).
 */
export const languageSchema = lazySchema(() => z.string().check(z.regex(/^[A-Z]{2,3}$/)));

/** Query strings arrive as text: numbers are coerced, then bounded. */
export const pageNumberSchema = lazySchema(() => z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1));
export const pageSizeSchema = (max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(max)), fallback);

/**
 * The largest amount on the wire: below 2^46 a double is spaced at most 1/128 apart, so every amount with 2
 * decimals is a double of its own that reads back to the same cents (above it, 80000000000000.01 arrives as
 * another number of cents); its minor units are far inside Number.MAX_SAFE_INTEGER and the database's bigint
 * columns, so no amount a request carries can overflow a balance or lose a cent. About 70 trillion currency units.
 */
export const MAX_AMOUNT = 2 ** 46 - 1;

/** Money on the wire: a number with at most 2 decimals (the platform keeps integer minor units), within ±MAX_AMOUNT. */
export const moneySchema = lazySchema(() =>
  z.number().check(
    z.refine((value) => Number.isFinite(value) && Math.abs(value) <= MAX_AMOUNT, 'an amount within the platform range'),
    // Compare with a tolerance: 0.07 * 100 is 7.000000000000001 in binary floating point.
    z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most 2 decimals'),
  ),
);

/**
 * Money a request carries (a transfer, deposit, withdrawal, bet): at least one minor unit, within MAX_AMOUNT, and a
 * whole number of minor units exactly as sent (money-units.ts isWholeMinorAmount). `1e-9` and `5e-324` are refused,
 * not rounded to a transfer of nothing; `100.000000001` is refused, not rounded to 100. The platform answers
 * request_param_err with `value.field` naming the amount.
 */
export const amountInputSchema = lazySchema(() =>
  z.number().check(
    z.refine((value) => Number.isFinite(value) && value <= MAX_AMOUNT, 'an amount within the platform range'),
    z.refine((value) => value >= MINOR_UNIT, `at least one minor unit (${MINOR_UNIT})`),
    z.refine(isWholeMinorAmount, `a whole number of minor units: at most ${MINOR_DIGITS} decimals`),
  ),
);

/** Epoch milliseconds. */
export const epochMsSchema = lazySchema(() => z.number().check(z.int(), z.gte(0)));

export const emptyValueSchema = lazySchema(() => z.optional(z.nullable(z.unknown())));
