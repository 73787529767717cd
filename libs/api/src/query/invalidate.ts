import type { QueryClient } from '@tanstack/react-query';
import type { CallDefinition, QueryOf } from '../contract/define-call';
import { API_QUERY_ROOT, apiCallKey, apiQueryKey } from './query-keys';

/** Marks a call's cached answers stale (all queries of the call, or the one for `query`) and refetches those in use. */
export function invalidateCall<C extends CallDefinition>(queryClient: QueryClient, definition: C, query?: QueryOf<C>): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: query === undefined ? apiCallKey(definition) : apiQueryKey(definition, query) });
}

export function invalidateCalls(queryClient: QueryClient, definitions: readonly CallDefinition[]): Promise<void> {
  return Promise.all(definitions.map((definition) => invalidateCall(queryClient, definition))).then(() => undefined);
}

/** Every answer of the platform, e.g. after a language switch or a login. */
export function invalidateAllCalls(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [API_QUERY_ROOT] });
}
