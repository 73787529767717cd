export {
  API_QUERY_ROOT,
  apiCallKey,
  apiQueryKey,
  queryKeyFactories,
  queryKeys,
  type ApiCallKey,
  type ApiQueryKey,
  type QueryKeyFactories,
} from './query-keys';
export {
  apiMutationOptions,
  apiQueryOptions,
  shouldRetryQuery,
  type ApiMutationOverrides,
  type ApiQueryOverrides,
  type QueryParams,
} from './query-options';
export {
  PERSISTED_QUERY_PREFIX,
  clearPersistedQueries,
  persistedAnswer,
  persistedQueryStorageKey,
  type PersistedAnswer,
  type PersistedQueryOptions,
} from './persisted-query';
export { invalidateAllCalls, invalidateCall, invalidateCalls } from './invalidate';
