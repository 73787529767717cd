export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  type ApiAnswer,
  type ApiClient,
  type ApiClientBrand,
  type ApiClientOptions,
} from './api-client';
export {
  ApiContractError,
  ApiError,
  ApiNetworkError,
  SESSION_ENDED_CODES,
  isApiFailure,
  type ApiFailure,
  type ErrorValue,
} from './api-errors';
export type { CallArgs, CallOptions } from './call-options';
export { describeError, type ErrorDescription, type ErrorDescriptionKey } from './describe-error';
export { trialMerchantCode, type ClientDevice } from './request-headers';
export { DEFAULT_RETRY_DELAYS_MS } from './retry-policy';
export { throttleCall, type ThrottleOptions } from './throttle-call';
export { MARK_READ_THROTTLE_MS, throttledApiCall } from './throttled-api-call';
