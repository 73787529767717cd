import { describe, expectTypeOf, it } from 'vitest';
import { contract } from '../contract';
import type { ApiClient } from './api-client';
import { throttledApiCall } from './throttled-api-call';
import { testCalls } from './testing/test-calls';

// Compile-time checks (tsc runs over spec files): the definition types each call's options and value.
function _typedCalls(client: ApiClient) {
  void client.call(contract.session.publicKey);
  void client.call(testCalls.list);
  void client.call(testCalls.list, { query: { pageNo: 1 }, signal: new AbortController().signal });
  void client.call(testCalls.json, { body: { nodeId: '1' } });
  // @ts-expect-error a body is required
  void client.call(testCalls.json);
  // @ts-expect-error nodeId is a string
  void client.call(testCalls.json, { body: { nodeId: 1 } });
  // @ts-expect-error the call has no query
  void client.call(testCalls.json, { query: { a: 1 }, body: { nodeId: '1' } });
  // @ts-expect-error the call has no body
  void client.call(testCalls.list, { body: {} });
  const markRead = throttledApiCall(client, contract.content.markRead);
  void markRead({ body: { announcementId: 42 } });
  return client.call(testCalls.list);
}

describe('call options', () => {
  it('type the value from the definition', () => {
    expectTypeOf<ReturnType<typeof _typedCalls>>().resolves.toEqualTypeOf<{ list: { id: number; name: string }[]; totalPages: number }>();
  });
});
