import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ApiContractError } from './api-errors';
import { clearEarlyAnswers, startEarlyRequest } from './early-answers';
import { base64Utf8, requestHeaders } from './request-headers';
import { startStubPlatform, type StubPlatform, type StubReply } from './testing/stub-platform';
import { testBrand, testCalls } from './testing/test-calls';

let platform: StubPlatform;
let reply: StubReply;

beforeEach(async () => {
  reply = { json: { success: true, value: { list: [{ id: 1, name: 'Lotto' }], totalPages: 3 } } };
  platform = await startStubPlatform(() => reply);
});
afterEach(async () => {
  clearEarlyAnswers();
  await platform.close();
});

const userAgent = 'Mozilla/5.0 (Android) Chrome/120';
const headersFor = (language: string) =>
  requestHeaders({
    merchantCode: () => 'PLAYDECK',
    device: 'web',
    language: () => language,
    token: () => undefined,
    realUserAgent: base64Utf8(userAgent),
  });
const clientFor = () => createApiClient({ brand: testBrand, baseURL: platform.origin, language: () => 'EN', userAgent });
const startList = (language = 'EN') =>
  startEarlyRequest(platform.origin, { path: '/wps/test/list', query: { pageNo: '2' } }, headersFor(language));
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('early answers', () => {
  it('the client takes the answer the entry started instead of asking again, once', async () => {
    startList();
    await settle();
    const client = clientFor();
    expect(await client.call(testCalls.list, { query: { pageNo: 2 } })).toEqual({ list: [{ id: 1, name: 'Lotto' }], totalPages: 3 });
    expect(platform.requests).toHaveLength(1);
    await client.call(testCalls.list, { query: { pageNo: 2 } });
    expect(platform.requests).toHaveLength(2);
  });

  it('validates the early answer against the contract: a bad one is a contract error, as if fetched', async () => {
    reply = { json: { success: true, value: { list: 'not a list' } } };
    startList();
    await expect(clientFor().call(testCalls.list, { query: { pageNo: 2 } })).rejects.toBeInstanceOf(ApiContractError);
    expect(platform.requests).toHaveLength(1);
  });

  it('is not used for another query or another language', async () => {
    startList('TY');
    await settle();
    const client = clientFor();
    await client.call(testCalls.list, { query: { pageNo: 2 } });
    await client.call(testCalls.list, { query: { pageNo: 3 } });
    expect(platform.requests).toHaveLength(3);
  });

  it('fetches again when the early request failed on the network', async () => {
    startEarlyRequest('http://127.0.0.1:9', { path: '/wps/test/list', query: { pageNo: '2' } }, headersFor('EN'));
    expect(await clientFor().call(testCalls.list, { query: { pageNo: 2 } })).toMatchObject({ totalPages: 3 });
    expect(platform.requests).toHaveLength(1);
  });
});
