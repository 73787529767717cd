import type { FailureEnvelope } from '../contract/envelope';
import { SESSION_ENDED_REFUSALS } from '../contract/refusals';
import { errorMessageKey, type ErrorMessageKey } from '../errors/error-codes';

/** A refusal's `value`: flags such as `captcha: true`, or `retryAfterSeconds`. */
export type ErrorValue = FailureEnvelope['value'];

/** Codes meaning the session is gone (upstream-contract.md): the session layer must log out. */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set(SESSION_ENDED_REFUSALS);

/** The platform refused the call: `{ success: false, errorCode }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly messageKey: ErrorMessageKey;

  constructor(
    readonly callId: string,
    readonly errorCode: string,
    readonly status: number,
    /** Flags such as `captcha: true` after a failed login. */
    readonly value: ErrorValue,
    serverMessage?: string | null,
  ) {
    super(`${callId}: ${errorCode}${serverMessage ? ` (${serverMessage})` : ''}`);
    this.messageKey = errorMessageKey(errorCode);
  }
}

/** The answer is not what the contract says: never handed on as data. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  readonly messageKey = 'error_bad_response' as const;

  constructor(
    readonly callId: string,
    readonly status: number,
    /** The first failing field paths, such as `value.list.0.vo.winAmount: expected number`. */
    readonly issues: readonly string[],
  ) {
    super(`${callId} answered outside the contract (HTTP ${status}): ${issues.join('; ')}`);
  }
}

/** No answer: the network failed, or the answer took longer than the client waits. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';

  constructor(
    readonly callId: string,
    readonly messageKey: 'error_network' | 'error_slow_connection',
    options?: { cause?: unknown },
  ) {
    super(`${callId}: ${messageKey === 'error_network' ? 'network failure' : 'timed out'}`, options);
  }

  get timedOut(): boolean {
    return this.messageKey === 'error_slow_connection';
  }
}

export type ApiFailure = ApiError | ApiContractError | ApiNetworkError;

export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiError || error instanceof ApiContractError || error instanceof ApiNetworkError;
}
