import type { KnownErrorCode } from '@playdeck/api';

export interface PlatformErrorValue {
  captcha?: boolean;
  retryAfterSeconds?: number;
  field?: string;
  /** payment.password.wrong: tries left before the lock. */
  attemptsLeft?: number;
  /** payment.password.locked: epoch ms. */
  lockedUntil?: number;
  /** rebate.rate.above.own: the agent's own rate for the category, in basis points. */
  maxRateBp?: number;
  /** feedback.length.invalid: the brand's bounds, in words. */
  minWords?: number;
  maxWords?: number;
  /** login_verify_required: the number the member verifies through phone auth. */
  countryDialingCode?: string;
  mobileNum?: string;
  /** rg.deposit.limit: the tightest limit and what is left of it (money on the wire). */
  limitKind?: 'DEPOSIT' | 'LOSS';
  period?: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  left?: number;
  /** rg.time.out, rg.self.excluded: epoch ms. */
  endsAt?: number;
}

/** A refusal the platform answers as `{ success: false, errorCode, message, value }` with an HTTP status. */
export class PlatformError extends Error {
  readonly status: number;
  readonly value?: PlatformErrorValue;

  constructor(
    readonly errorCode: KnownErrorCode,
    options: { status?: number; message?: string; value?: PlatformErrorValue } = {},
  ) {
    super(options.message ?? errorCode);
    this.name = 'PlatformError';
    this.status = options.status ?? 400;
    this.value = options.value;
  }
}

/** TOO_MANY_REQUEST (429) with when to come back, whole seconds of at least 1: the body's value and the Retry-After header. */
export function tooManyRequests(retryAfterMs: number): PlatformError {
  return new PlatformError('TOO_MANY_REQUEST', { status: 429, value: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } });
}
