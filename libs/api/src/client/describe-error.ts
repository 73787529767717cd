import type { ErrorMessageKey } from '../errors/error-codes';
import { ApiContractError, ApiError, ApiNetworkError } from './api-errors';

/**
 * `error_unknown` with the code in the text: the spec shows "Unknown error" and the code, never a blank.
 * A 429 that says when to come back reads "try again in N minutes" (or hours, for a day's limit).
 */
export type ErrorDescriptionKey =
  ErrorMessageKey | 'error_unknown_with_code' | 'error_too_many_attempts_minutes' | 'error_too_many_attempts_hours' | 'error_offline';

/** Whether the device says it has no network at all (an installed app opened offline), not merely a failed call. */
const deviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface ErrorDescription {
  key: ErrorDescriptionKey;
  params: Record<string, string>;
}

// Up to an hour and a half reads better in minutes ("90 minutes"); beyond it in whole hours ("24 hours").
const LONGEST_WAIT_IN_MINUTES_S = 90 * 60;

/** "Too many attempts, try again in N minutes" from the refusal's retryAfterSeconds (the platform's Retry-After). */
function tooManyAttempts(error: ApiError): ErrorDescription | undefined {
  const seconds = error.value?.retryAfterSeconds;
  if (error.status !== 429 || seconds === undefined || !(seconds > 0)) return undefined;
  const code = error.errorCode;
  return seconds <= LONGEST_WAIT_IN_MINUTES_S
    ? { key: 'error_too_many_attempts_minutes', params: { code, minutes: String(Math.ceil(seconds / 60)) } }
    : { key: 'error_too_many_attempts_hours', params: { code, hours: String(Math.ceil(seconds / 3600)) } };
}

/** The i18n key and values to show for any failure; features translate it (`t(key, params)`). */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) {
    const wait = tooManyAttempts(error);
    if (wait) return wait;
    const params = { code: error.errorCode };
    return error.messageKey === 'error_unknown' ? { key: 'error_unknown_with_code', params } : { key: error.messageKey, params };
  }
  if (error instanceof ApiContractError) return { key: error.messageKey, params: { call: error.callId } };
  if (error instanceof ApiNetworkError)
    return { key: deviceOffline() ? 'error_offline' : error.messageKey, params: { call: error.callId } };
  const name = error instanceof Error ? error.name : '';
  return name ? { key: 'error_unknown_with_code', params: { code: name } } : { key: 'error_unknown', params: {} };
}
