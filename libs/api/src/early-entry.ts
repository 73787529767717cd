// What the app's entry may import before the API client arrives: plain fetch, no zod, no ofetch.
export { startEarlyRequest, type EarlyRequest, type RawAnswer } from './client/early-answers';
export { requestHeaders, base64Utf8, type HeaderSources } from './client/request-headers';
export { PROMOTION_IMAGE } from './contract/content-constants';
