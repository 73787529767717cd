import { QueryClient, QueryObserver } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client/api-client';
import { contract } from '../contract';
import { defineCall } from '../contract/define-call';
import { ApiContractError, ApiError, ApiNetworkError } from '../client/api-errors';
import { startStubPlatform, type StubPlatform, type StubReply } from '../client/testing/stub-platform';
import { testBrand, testCalls } from '../client/testing/test-calls';
import { persistedQueryStorageKey } from './persisted-query';
import { apiMutationOptions, apiQueryOptions, shouldRetryQuery } from './query-options';

const fresh = { list: [{ id: 2, name: 'Fresh' }], totalPages: 1 };
const saved = { list: [{ id: 1, name: 'Saved' }], totalPages: 1 };
let platform: StubPlatform;
let reply: StubReply;
let client: ApiClient;
let queryClient: QueryClient;

beforeEach(async () => {
  reply = { json: { success: true, value: fresh } };
  platform = await startStubPlatform(() => reply);
  client = createApiClient({ brand: testBrand, baseURL: platform.origin, retryDelaysMs: [] });
  queryClient = new QueryClient();
});
afterEach(async () => {
  queryClient.clear();
  await platform.close();
});

describe('apiQueryOptions', () => {
  it('fetches through the client under the call key, passing the query', async () => {
    const options = apiQueryOptions(client, testCalls.list, { pageNo: 3 });
    expect(options.queryKey).toEqual(['api', 'test.list', { pageNo: 3 }]);
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(fresh);
    expect(platform.requests[0]!.url.search).toBe('?pageNo=3');
    expect(queryClient.getQueryData(options.queryKey)).toEqual(fresh);
  });

  it('does not retry refusals or contract mismatches', async () => {
    reply = { status: 400, json: { success: false, errorCode: 'request_param_err' } };
    await expect(queryClient.fetchQuery(apiQueryOptions(client, testCalls.list))).rejects.toBeInstanceOf(ApiError);
    expect(platform.requests).toHaveLength(1);
  });

  it('lets overrides through', () => {
    const options = apiQueryOptions(client, testCalls.list, undefined, { staleTime: 60_000, select: (value) => value.totalPages });
    expect(options).toMatchObject({ staleTime: 60_000 });
  });
});

describe('persistedQuery', () => {
  it('serves the saved answer at once, refreshes it and saves the refreshed answer', async () => {
    const options = apiQueryOptions(client, testCalls.list, undefined, { persistedQuery: { scope: 'TY' } });
    const storageKey = persistedQueryStorageKey(testCalls.list, undefined, 'TY');
    localStorage.setItem(storageKey, JSON.stringify({ savedAt: 1_000, value: saved }));

    const observer = new QueryObserver(queryClient, options);
    expect(observer.getCurrentResult()).toMatchObject({ data: saved, dataUpdatedAt: 1_000 });
    const refreshed = new Promise((resolve) =>
      observer.subscribe((result) => {
        if (!result.isFetching) resolve(result.data);
      }),
    );
    await expect(refreshed).resolves.toEqual(fresh);
    expect(JSON.parse(localStorage.getItem(storageKey)!).value).toEqual(fresh);
    expect(platform.requests).toHaveLength(1);
  });

  it('refreshes a fresh saved answer on start when asked to, however long its staleTime', async () => {
    localStorage.setItem(persistedQueryStorageKey(testCalls.list, undefined), JSON.stringify({ savedAt: Date.now(), value: saved }));
    const refreshed = apiQueryOptions(client, testCalls.list, undefined, { persistedQuery: { refreshOnStart: true }, staleTime: 60_000 });
    const observer = new QueryObserver(queryClient, refreshed);
    expect(observer.getCurrentResult()).toMatchObject({ data: saved, isStale: true });
    const result = new Promise((resolve) =>
      observer.subscribe((next) => {
        if (!next.isFetching && next.data !== saved) resolve(next.data);
      }),
    );
    await expect(result).resolves.toEqual(fresh);
    expect(platform.requests).toHaveLength(1);
  });

  it('keeps a fresh saved answer within its staleTime otherwise', () => {
    localStorage.setItem(persistedQueryStorageKey(testCalls.list, undefined), JSON.stringify({ savedAt: Date.now(), value: saved }));
    const options = apiQueryOptions(client, testCalls.list, undefined, { persistedQuery: true, staleTime: 60_000 });
    expect(new QueryObserver(queryClient, options).getCurrentResult()).toMatchObject({ data: saved, isStale: false });
  });

  it('starts empty and fetches when the saved answer is corrupt', async () => {
    localStorage.setItem(persistedQueryStorageKey(testCalls.list, undefined), '{{{');
    const options = apiQueryOptions(client, testCalls.list, undefined, { persistedQuery: true });
    expect(new QueryObserver(queryClient, options).getCurrentResult()).toMatchObject({ data: undefined, status: 'pending' });
    await expect(queryClient.fetchQuery(options)).resolves.toEqual(fresh);
  });
});

describe('apiMutationOptions', () => {
  it('sends the body and never retries', async () => {
    reply = { json: { success: true, value: { saved: true } } };
    const options = apiMutationOptions(client, testCalls.json);
    expect(options).toMatchObject({ mutationKey: ['api', 'test.json'], retry: false });
    await expect(options.mutationFn!({ body: { nodeId: '7' } }, {} as never)).resolves.toEqual({ saved: true });
    expect(JSON.parse(platform.requests[0]!.body)).toEqual({ nodeId: '7' });
  });
});

describe('shouldRetryQuery', () => {
  it('retries only failures that may pass on a second try, once', () => {
    expect(shouldRetryQuery(0, new ApiError('x.y', 'request_param_err', 400, null))).toBe(false);
    expect(shouldRetryQuery(0, new ApiContractError('x.y', 200, []))).toBe(false);
    expect(shouldRetryQuery(0, new ApiNetworkError('x.y', 'error_network'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiNetworkError('x.y', 'error_network'))).toBe(false);
  });
});

// Compile-time checks (tsc runs over spec files).
function _typedQueries(client: ApiClient) {
  const required = defineCall({
    id: 'test.required',
    method: 'GET',
    path: '/t',
    auth: 'none',
    errors: [],
    query: () => z.object({ gameType: z.string() }),
    value: () => z.number(),
  });
  // @ts-expect-error gameType is required
  void apiQueryOptions(client, required);
  void apiQueryOptions(client, required, { gameType: 'RNG' });
  void apiQueryOptions(client, contract.session.publicKey);
  // @ts-expect-error the call has no query
  void apiQueryOptions(client, contract.session.publicKey, { a: 1 });
  return apiQueryOptions(client, testCalls.list, undefined, { select: (value) => value.totalPages, persistedQuery: true });
}

describe('apiQueryOptions types', () => {
  it('require the query only when the call has required fields, and type select', () => {
    expectTypeOf<ReturnType<ReturnType<typeof _typedQueries>['select'] & object>>().toEqualTypeOf<number>();
  });
});
