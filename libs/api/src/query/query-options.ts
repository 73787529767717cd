import { mutationOptions, queryOptions, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiClient, ApiAnswer } from '../client/api-client';
import { ApiContractError, ApiError } from '../client/api-errors';
import type { CallArgs } from '../client/call-options';
import type { CallDefinition, QueryOf, ValueOf } from '../contract/define-call';
import { persistedAnswer, type PersistedQueryOptions } from './persisted-query';
import { apiCallKey, apiQueryKey, type ApiCallKey, type ApiQueryKey } from './query-keys';

/**
 * Refusals and contract mismatches will answer the same again; anything else gets one more try (the
 * client has already retried network failures of idempotent calls).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError || error instanceof ApiContractError) return false;
  return failureCount < 1;
}

export type ApiQueryOverrides<C extends CallDefinition, TData> = Omit<
  UseQueryOptions<ValueOf<C>, Error, TData, ApiQueryKey>,
  'queryKey' | 'queryFn' | 'initialData' | 'initialDataUpdatedAt'
> & {
  /** Serve the last answer from localStorage at once, then refresh (spec section 9: status, member info, lottery lists, vendor game types). */
  persistedQuery?: boolean | PersistedQueryOptions;
};

/** The query is required when the call has required query fields, optional when it has none. */
export type QueryParams<C extends CallDefinition, TData> = [QueryOf<C>] extends [never]
  ? [query?: undefined, overrides?: ApiQueryOverrides<C, TData>]
  : object extends QueryOf<C>
    ? [query?: QueryOf<C>, overrides?: ApiQueryOverrides<C, TData>]
    : [query: QueryOf<C>, overrides?: ApiQueryOverrides<C, TData>];

// The client's variadic signature cannot be satisfied for a generic C; the definition still types the result.
function requestOf<C extends CallDefinition>(
  client: ApiClient,
  definition: C,
  options: { query?: unknown; body?: unknown; signal?: AbortSignal },
) {
  return (client.request as (definition: C, options: object) => Promise<ApiAnswer<C>>)(definition, options);
}

/** `useQuery(apiQueryOptions(client, contract.system.status, undefined, { persistedQuery: true }))`. */
export function apiQueryOptions<C extends CallDefinition, TData = ValueOf<C>>(
  client: ApiClient,
  definition: C,
  ...[query, overrides]: QueryParams<C, TData>
) {
  const { persistedQuery, ...rest } = overrides ?? {};
  const persistedOptions = persistedQuery === true ? {} : persistedQuery || undefined;
  const persisted = persistedOptions ? persistedAnswer(definition, query, persistedOptions) : undefined;
  return queryOptions<ValueOf<C>, Error, TData, ApiQueryKey>({
    queryKey: apiQueryKey(definition, query),
    queryFn: async ({ signal }) => {
      const answer = await requestOf(client, definition, { query, signal });
      persisted?.save(answer.rawValue);
      return answer.value;
    },
    retry: shouldRetryQuery,
    ...(persisted && {
      initialData: persisted.load,
      // Dated at 0 it is stale at once, so the query refreshes it whatever its staleTime.
      initialDataUpdatedAt: persistedOptions?.refreshOnStart
        ? () => (persisted.savedAt() === undefined ? undefined : 0)
        : persisted.savedAt,
    }),
    ...rest,
  });
}

export type ApiMutationOverrides<C extends CallDefinition> = Omit<
  UseMutationOptions<ValueOf<C>, Error, CallArgs<C>>,
  'mutationKey' | 'mutationFn'
>;

/** `useMutation(apiMutationOptions(client, contract.session.login))`, then `mutate({ body })`. Never retried: these change state. */
export function apiMutationOptions<C extends CallDefinition>(client: ApiClient, definition: C, overrides: ApiMutationOverrides<C> = {}) {
  return mutationOptions<ValueOf<C>, Error, CallArgs<C>>({
    mutationKey: apiCallKey(definition) as ApiCallKey,
    mutationFn: async (args) => (await requestOf(client, definition, args ?? {})).value,
    retry: false,
    ...overrides,
  });
}
