import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decryptRequestBody, ENCRYPTED_VALUE_LIMIT, type RsaPrivateKey } from '../crypto';
import { createApiClient } from './api-client';
import { ApiError } from './api-errors';
import { startStubPlatform, type StubPlatform, type StubRequest } from './testing/stub-platform';
import { testBrand, testCalls } from './testing/test-calls';

const b64urlToHex = (value: string) => Buffer.from(value, 'base64url').toString('hex');
function rsaKey(): RsaPrivateKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { modulus: b64urlToHex(jwk.n!), exponent: b64urlToHex(jwk.e!), privateExponent: b64urlToHex(jwk.d!) };
}

const KEY_PATH = '/wps/session/key/rsa';
const SECRET_PATH = '/wps/test/secret';
let platform: StubPlatform;
let key: RsaPrivateKey;
let received: unknown[];
let refuseEverything: boolean;

/** Publishes its key and decrypts bodies as the platform does, refusing what does not decrypt. */
function answer(request: StubRequest) {
  if (request.url.pathname === KEY_PATH) return { json: { success: true, value: { modulus: key.modulus, exponent: key.exponent } } };
  if (refuseEverything) return { status: 400, json: { success: false, errorCode: 'request_param_err' } };
  const decrypted = decryptRequestBody(request.headers, JSON.parse(request.body || 'null'), key);
  if (!decrypted.ok) return { status: 400, json: { success: false, errorCode: decrypted.errorCode } };
  received.push(decrypted.payload);
  return { json: { success: true, value: { token: 'tok_secret_0000000000' } } };
}

beforeEach(async () => {
  key = rsaKey();
  received = [];
  refuseEverything = false;
  platform = await startStubPlatform(answer);
});
afterEach(() => platform.close());

const clientFor = () => createApiClient({ brand: testBrand, baseURL: platform.origin });
const credentials = { username: 'dũng', password: 'p@ss word' };

describe('encrypted bodies', () => {
  it('travel as { value } with the Encryption and X- headers, and decrypt on the platform', async () => {
    await expect(clientFor().call(testCalls.secret, { body: credentials })).resolves.toEqual({ token: 'tok_secret_0000000000' });
    const sent = platform.requests.find((request) => request.url.pathname === SECRET_PATH)!;
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers).toHaveProperty('encryption');
    expect(sent.headers).toHaveProperty('x-digest');
    expect(sent.headers['x-rsa']).toBe(key.modulus);
    expect(Object.keys(JSON.parse(sent.body))).toEqual(['value']);
    expect(sent.body).not.toContain('p@ss');
    expect(received).toEqual([credentials]);
  });

  it('are refused before sending past ENCRYPTED_VALUE_LIMIT (the X-Digest copy would overflow a server), as the platform 413 would be', async () => {
    const big = { username: 'member01', password: 'p'.repeat(ENCRYPTED_VALUE_LIMIT) };
    const refusal = await clientFor()
      .call(testCalls.secret, { body: big })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ errorCode: 'request.body.too.large', status: 413, messageKey: 'error_request_too_large' });
    expect(platform.requests.filter((request) => request.url.pathname === SECRET_PATH)).toEqual([]);
    await expect(clientFor().call(testCalls.secret, { body: credentials })).resolves.toEqual({ token: 'tok_secret_0000000000' });
  });

  it('fetch the public key once for several calls, even concurrent ones', async () => {
    const client = clientFor();
    await Promise.all([client.call(testCalls.secret, { body: credentials }), client.call(testCalls.secret, { body: credentials })]);
    await client.call(testCalls.secret, { body: credentials });
    expect(platform.hits(KEY_PATH)).toBe(1);
    expect(received).toHaveLength(3);
  });

  it('refetch a rotated key once and send again once', async () => {
    const client = clientFor();
    await client.call(testCalls.secret, { body: credentials });
    key = rsaKey();
    await expect(client.call(testCalls.secret, { body: credentials })).resolves.toEqual({ token: 'tok_secret_0000000000' });
    expect(platform.hits(KEY_PATH)).toBe(2);
    expect(platform.hits(SECRET_PATH)).toBe(3);
    expect(received).toHaveLength(2);
  });

  it('do not send again when the refusal comes with a key fetched for this very call', async () => {
    refuseEverything = true;
    const error = await clientFor()
      .call(testCalls.secret, { body: credentials })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'request_param_err' });
    expect(platform.hits(SECRET_PATH)).toBe(1);
  });

  it('send again at most once when the fresh key is refused too', async () => {
    const client = clientFor();
    await client.call(testCalls.secret, { body: credentials });
    refuseEverything = true;
    await expect(client.call(testCalls.secret, { body: credentials })).rejects.toMatchObject({ errorCode: 'request_param_err' });
    expect(platform.hits(KEY_PATH)).toBe(2);
    expect(platform.hits(SECRET_PATH)).toBe(3);
  });
});
