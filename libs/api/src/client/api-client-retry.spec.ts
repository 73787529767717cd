import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, ApiNetworkError } from './api-errors';
import { startStubPlatform, type StubPlatform, type StubReply } from './testing/stub-platform';
import { testBrand, testCalls } from './testing/test-calls';

const ok = { json: { success: true, value: { list: [], totalPages: 0 } } };
const serverError = { status: 500, json: { success: false, errorCode: 'system.upgrading' } };
let platform: StubPlatform;
afterEach(() => platform.close());

/** A platform answering the given replies in turn, then the last one again. */
async function platformAnswering(...replies: StubReply[]) {
  return platformWithTimeout(5_000, ...replies);
}

// The deadline is generous except where a test is about it: a loaded machine answers a loopback call slowly.
async function platformWithTimeout(timeoutMs: number, ...replies: StubReply[]) {
  let index = 0;
  platform = await startStubPlatform(() => replies[Math.min(index++, replies.length - 1)]!);
  return createApiClient({ brand: testBrand, baseURL: platform.origin, retryDelaysMs: [5, 10], timeoutMs });
}

describe('retries', () => {
  it.each([
    ['a dropped connection', { hangUp: true }],
    ['a 5xx refusal', serverError],
    ['a 503 page', { status: 503, text: 'busy' }],
    ['429', { status: 429, json: { success: false, errorCode: 'TOO_MANY_REQUEST' } }],
  ])('repeat a GET after %s, and succeed', async (_name, failure: StubReply) => {
    const client = await platformAnswering(failure, failure, ok);
    await expect(client.call(testCalls.list)).resolves.toEqual({ list: [], totalPages: 0 });
    expect(platform.hits('/wps/test/list')).toBe(3);
  });

  it('give up after two retries', async () => {
    const client = await platformAnswering({ hangUp: true });
    await expect(client.call(testCalls.list)).rejects.toBeInstanceOf(ApiNetworkError);
    expect(platform.hits('/wps/test/list')).toBe(3);
  });

  it('ask pauses given as a function at each call (the story kit shortens them)', async () => {
    let pauses: readonly number[] = [];
    platform = await startStubPlatform(() => ({ hangUp: true }));
    const client = createApiClient({ brand: testBrand, baseURL: platform.origin, retryDelaysMs: () => pauses, timeoutMs: 5_000 });
    await expect(client.call(testCalls.list)).rejects.toBeInstanceOf(ApiNetworkError);
    expect(platform.hits('/wps/test/list')).toBe(1);
    pauses = [0, 0];
    await expect(client.call(testCalls.list)).rejects.toBeInstanceOf(ApiNetworkError);
    expect(platform.hits('/wps/test/list')).toBe(4);
  });

  it('never repeat a 4xx refusal', async () => {
    const client = await platformAnswering({ status: 400, json: { success: false, errorCode: 'request_param_err' } }, ok);
    await expect(client.call(testCalls.list)).rejects.toBeInstanceOf(ApiError);
    expect(platform.hits('/wps/test/list')).toBe(1);
  });

  it('never repeat a timeout', async () => {
    const client = await platformWithTimeout(300, { delayMs: 1_500, ...ok }, ok);
    await expect(client.call(testCalls.list)).rejects.toMatchObject({ messageKey: 'error_slow_connection' });
    expect(platform.hits('/wps/test/list')).toBe(1);
  });

  it('do not wait out a 429 that asks for longer than a short pause', async () => {
    const client = await platformAnswering(
      { status: 429, json: { success: false, errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 30 } } },
      ok,
    );
    await expect(client.call(testCalls.list)).rejects.toMatchObject({ errorCode: 'TOO_MANY_REQUEST' });
    expect(platform.hits('/wps/test/list')).toBe(1);
  });

  const failures: [string, StubReply][] = [
    ['a dropped connection', { hangUp: true }],
    ['a 5xx refusal', serverError],
    ['429', { status: 429, json: { success: false, errorCode: 'TOO_MANY_REQUEST' } }],
  ];
  it.each(failures)('never repeat a POST after %s', async (_name, failure) => {
    const client = await platformAnswering(failure, ok);
    await expect(client.call(testCalls.json, { body: { nodeId: '1' } })).rejects.toBeDefined();
    expect(platform.hits('/wps/test/json')).toBe(1);
  });

  it.each(failures)('never repeat a DELETE after %s', async (_name, failure) => {
    const client = await platformAnswering(failure, ok);
    await expect(client.call(testCalls.remove)).rejects.toBeDefined();
    expect(platform.hits('/wps/test/remove')).toBe(1);
  });
});
