import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from './api-client';
import { trialMerchantCode } from './request-headers';
import { startStubPlatform, type StubPlatform, type StubReply } from './testing/stub-platform';
import { testBrand, testCalls } from './testing/test-calls';

let platform: StubPlatform;
let reply: StubReply;

beforeEach(async () => {
  reply = { json: { success: true, value: { list: [{ id: 1, name: 'Lotto' }], totalPages: 3 } } };
  platform = await startStubPlatform(() => reply);
});
afterEach(() => platform.close());

const clientFor = (options: Partial<ApiClientOptions> = {}) => createApiClient({ brand: testBrand, baseURL: platform.origin, ...options });
const lastRequest = () => platform.requests.at(-1)!;

describe('request headers', () => {
  it('sends exactly one Merchant, Device, Language, raw Authorization and base64 X-Real-UA', async () => {
    const client = clientFor({ token: () => 'tok_1234567890abcdef', language: () => 'EN', userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1' });
    await client.call(testCalls.list);
    const { headers, rawHeaderNames } = lastRequest();
    expect(rawHeaderNames.filter((name) => name.toLowerCase() === 'merchant')).toHaveLength(1);
    expect(headers['merchant']).toBe('PLAYDECK');
    expect(headers['device']).toBe('web');
    expect(headers['language']).toBe('EN');
    expect(headers['authorization']).toBe('tok_1234567890abcdef');
    expect(Buffer.from(headers['x-real-ua'] as string, 'base64').toString('utf8')).toBe('Mozilla/5.0 (iPhone) Safari/604.1');
  });

  it('reads the getters on every request: trial merchant, language switch, logout', async () => {
    let trial = true;
    let language = 'TY';
    let token: string | undefined = 'tok_trial_0000000000';
    const client = clientFor({
      merchantCode: () => (trial ? trialMerchantCode('PLAYDECK') : 'PLAYDECK'),
      language: () => language,
      token: () => token,
      device: 'OTHERS',
    });
    await client.call(testCalls.list);
    expect(lastRequest().headers).toMatchObject({
      merchant: 'PLAYDECKtrial',
      language: 'TY',
      device: 'OTHERS',
      authorization: 'tok_trial_0000000000',
    });

    trial = false;
    language = 'EN';
    token = undefined;
    await client.call(testCalls.list);
    expect(lastRequest().headers).toMatchObject({ merchant: 'PLAYDECK', language: 'EN' });
    expect(lastRequest().headers).not.toHaveProperty('authorization');
  });

  it('defaults to the brand language and the navigator user agent', async () => {
    await clientFor().call(testCalls.list);
    expect(lastRequest().headers['language']).toBe('TY');
    expect(Buffer.from(lastRequest().headers['x-real-ua'] as string, 'base64').toString()).toBe(navigator.userAgent);
  });

  it('keeps one Merchant header even when a definition names its own', async () => {
    const call = { ...testCalls.list, headers: { Merchant: 'OTHER', Module: 'INBOX' } };
    await clientFor().call(call);
    expect(lastRequest().rawHeaderNames.filter((name) => name.toLowerCase() === 'merchant')).toHaveLength(1);
    expect(lastRequest().headers).toMatchObject({ merchant: 'PLAYDECK', module: 'INBOX' });
  });
});

describe('request line and bodies', () => {
  it('builds the query from the definition path, leaving undefined out and joining lists', async () => {
    await clientFor().call(testCalls.list, { query: { pageNo: 2, name: undefined, types: ['B', 'PL', 'PU'] } });
    const { method, url } = lastRequest();
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/wps/test/list');
    expect(url.search).toBe('?pageNo=2&types=B%2CPL%2CPU');
  });

  it('sends a JSON body', async () => {
    reply = { json: { success: true, value: { saved: true } } };
    await expect(clientFor().call(testCalls.json, { body: { nodeId: '42', vendor: 'PG' } })).resolves.toEqual({ saved: true });
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body)).toEqual({ nodeId: '42', vendor: 'PG' });
  });

  it('sends a form-encoded body', async () => {
    await clientFor().call(testCalls.form, { body: { username: 'dũng', email: 'a+b@x.vn', note: undefined } });
    expect(lastRequest().headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(lastRequest().body))).toEqual({ username: 'dũng', email: 'a+b@x.vn' });
  });

  it('sends DELETE without a body', async () => {
    await clientFor().call(testCalls.remove);
    expect(lastRequest()).toMatchObject({ method: 'DELETE', body: '' });
  });
});

describe('answers', () => {
  it('unwraps the envelope value', async () => {
    await expect(clientFor().call(testCalls.list)).resolves.toEqual({ list: [{ id: 1, name: 'Lotto' }], totalPages: 3 });
  });

  it('gives the raw value and status through request()', async () => {
    const answer = await clientFor().request(testCalls.list);
    expect(answer).toEqual({ value: answer.rawValue, rawValue: { list: [{ id: 1, name: 'Lotto' }], totalPages: 3 }, status: 200 });
  });
});
