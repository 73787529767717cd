import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contract } from '../contract';
import { testCalls } from '../client/testing/test-calls';
import { invalidateCall } from './invalidate';
import { apiCallKey, apiQueryKey, queryKeyFactories, queryKeys } from './query-keys';

describe('apiQueryKey', () => {
  it("is ['api', call id, query]", () => {
    expect(apiQueryKey(testCalls.list, { pageNo: 2 })).toEqual(['api', 'test.list', { pageNo: 2 }]);
    expect(apiQueryKey(contract.session.publicKey)).toEqual(['api', 'session.publicKey', {}]);
  });

  it('does not depend on field order or undefined fields', () => {
    const a = apiQueryKey(testCalls.list, { pageNo: 1, name: 'jili', types: ['B'] });
    const b = apiQueryKey(testCalls.list, { types: ['B'], name: 'jili', pageNo: 1 });
    const c = apiQueryKey(testCalls.list, { types: ['B'], name: 'jili', pageNo: 1, ...{ extra: undefined } } as never);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).toBe(JSON.stringify(c));
    expect(apiQueryKey(testCalls.list, {})).toEqual(apiQueryKey(testCalls.list));
  });

  it('tells different queries apart', () => {
    expect(apiQueryKey(testCalls.list, { pageNo: 1 })).not.toEqual(apiQueryKey(testCalls.list, { pageNo: 2 }));
  });
});

describe('queryKeys', () => {
  it('has a factory for every call of the contract', () => {
    expect(queryKeys.session.publicKey()).toEqual(apiQueryKey(contract.session.publicKey));
    for (const [domain, calls] of Object.entries(contract)) {
      for (const [name, definition] of Object.entries(calls)) {
        expect((queryKeys as Record<string, Record<string, () => unknown>>)[domain]![name]!()).toEqual(['api', definition.id, {}]);
      }
    }
  });

  it('builds factories for any contract-shaped object', () => {
    const keys = queryKeyFactories({ test: testCalls });
    expect(keys.test.list({ name: 'pg' })).toEqual(['api', 'test.list', { name: 'pg' }]);
  });
});

describe('invalidateCall', () => {
  it('marks every query of the call stale, or only the one asked for', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(apiQueryKey(testCalls.list, { pageNo: 1 }), 'page 1');
    queryClient.setQueryData(apiQueryKey(testCalls.list, { pageNo: 2 }), 'page 2');
    queryClient.setQueryData(apiQueryKey(contract.session.publicKey), 'key');
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.isStale())
        .map((query) => query.queryKey);

    await invalidateCall(queryClient, testCalls.list, { pageNo: 2 });
    expect(stale()).toEqual([apiQueryKey(testCalls.list, { pageNo: 2 })]);
    await invalidateCall(queryClient, testCalls.list);
    expect(stale()).toHaveLength(2);
    expect(stale()).not.toContainEqual(apiCallKey(contract.session.publicKey));
  });
});
