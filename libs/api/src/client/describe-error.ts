import type { ErrorMessageKey } from '../errors/error-codes';
import { ApiContractError, ApiError, ApiNetworkError } from './api-errors';

/** `error_unknown` with the code in the text: the spec shows "Unknown error" and the code, never a blank. */
export type ErrorDescriptionKey = ErrorMessageKey | 'error_unknown_with_code';

export interface ErrorDescription {
  key: ErrorDescriptionKey;
  params: Record<string, string>;
}

/** The i18n key and values to show for any failure; features translate it (`t(key, params)`). */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) {
    const params = { code: error.errorCode };
    return error.messageKey === 'error_unknown' ? { key: 'error_unknown_with_code', params } : { key: error.messageKey, params };
  }
  if (error instanceof ApiContractError) return { key: error.messageKey, params: { call: error.callId } };
  if (error instanceof ApiNetworkError) return { key: error.messageKey, params: { call: error.callId } };
  const name = error instanceof Error ? error.name : '';
  return name ? { key: 'error_unknown_with_code', params: { code: name } } : { key: 'error_unknown', params: {} };
}
