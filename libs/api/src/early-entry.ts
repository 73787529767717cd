// What the app's entry may import before the API client arrives: plain fetch, no zod, no ofetch.
export { startEarlyRequest, type EarlyRequest } from './client/early-answers';
export { requestHeaders, base64Utf8, type HeaderSources } from './client/request-headers';
