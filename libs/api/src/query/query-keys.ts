import { contract } from '../contract';
import type { CallDefinition, QueryOf } from '../contract/define-call';

export const API_QUERY_ROOT = 'api';

export type ApiCallKey = readonly [typeof API_QUERY_ROOT, string];
export type ApiQueryKey = readonly [typeof API_QUERY_ROOT, string, Readonly<Record<string, unknown>>];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Sorted keys, undefined fields dropped: `{ b: 1, a: undefined }` and `{ b: 1 }` are the same query. */
export function normaliseQuery(query: unknown): Record<string, unknown> {
  if (!isPlainObject(query)) return {};
  const normalise = (value: unknown): unknown =>
    isPlainObject(value) ? normaliseQuery(value) : Array.isArray(value) ? value.map(normalise) : value;
  return Object.fromEntries(
    Object.keys(query)
      .filter((name) => query[name] !== undefined)
      .sort()
      .map((name) => [name, normalise(query[name])]),
  );
}

/** Every query of one call: the prefix to invalidate or cancel them all. */
export function apiCallKey(definition: CallDefinition): ApiCallKey {
  return [API_QUERY_ROOT, definition.id];
}

export function apiQueryKey<C extends CallDefinition>(definition: C, query?: QueryOf<C>): ApiQueryKey {
  return [API_QUERY_ROOT, definition.id, normaliseQuery(query)];
}

type ContractShape = Readonly<Record<string, Readonly<Record<string, CallDefinition>>>>;

export type QueryKeyFactories<T extends ContractShape> = {
  readonly [Domain in keyof T]: { readonly [Call in keyof T[Domain]]: (query?: QueryOf<T[Domain][Call]>) => ApiQueryKey };
};

/** `keys.<domain>.<call>(query)` for every call of a contract. */
export function queryKeyFactories<T extends ContractShape>(calls: T): QueryKeyFactories<T> {
  return Object.fromEntries(
    Object.entries(calls).map(([domain, definitions]) => [
      domain,
      Object.fromEntries(
        Object.entries(definitions).map(([name, definition]) => [name, (query?: unknown) => apiQueryKey(definition, query as never)]),
      ),
    ]),
  ) as QueryKeyFactories<T>;
}

/** Query keys of the whole contract: `queryKeys.session.publicKey()`. */
export const queryKeys = queryKeyFactories(contract);
