import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../client-entry';
import { startStubPlatform, type StubPlatform } from './testing/stub-platform';
import { testBrand, testCalls } from './testing/test-calls';

// Records when crypto-js is first evaluated: the factory runs on the module's first import only.
const cryptoJs = vi.hoisted(() => ({ loaded: false }));
vi.mock('crypto-js', async (importOriginal) => {
  cryptoJs.loaded = true;
  return importOriginal();
});

const jwk = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
const publicKey = { modulus: Buffer.from(jwk.n!, 'base64url').toString('hex'), exponent: Buffer.from(jwk.e!, 'base64url').toString('hex') };

let platform: StubPlatform;
beforeEach(async () => {
  platform = await startStubPlatform((request) =>
    request.url.pathname === '/wps/session/key/rsa'
      ? { json: { success: true, value: publicKey } }
      : request.url.pathname === '/wps/test/secret'
        ? { json: { success: true, value: { token: 'tok_secret_0000000000' } } }
        : { json: { success: true, value: { list: [], totalPages: 0 } } },
  );
});
afterEach(() => platform.close());

describe('crypto-js', () => {
  it('is not loaded by the api library or by plain calls, only by the first encrypted call', async () => {
    const client = api.createApiClient({ brand: testBrand, baseURL: platform.origin });
    await client.call(testCalls.list);
    expect(cryptoJs.loaded).toBe(false);

    await client.call(testCalls.secret, { body: { username: 'a', password: 'b' } });
    expect(cryptoJs.loaded).toBe(true);
    expect(platform.requests.at(-1)!.headers).toHaveProperty('encryption');
  });
});
