import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptRequestBody, encryptRequestBody } from './encrypted-body';
import { rsaDecrypt, rsaEncrypt, type RsaPrivateKey } from './rsa';

const b64urlToHex = (value: string) => Buffer.from(value, 'base64url').toString('hex');
function testKey(): RsaPrivateKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { modulus: b64urlToHex(jwk.n!), exponent: b64urlToHex(jwk.e!), privateExponent: b64urlToHex(jwk.d!) };
}
const key = testKey();
const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('platform encryption', () => {
  it('RSA round-trips the reversed key', () => {
    const cipher = rsaEncrypt('AbCdEfGh12345678', key);
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    expect(rsaDecrypt(cipher, key)).toBe('AbCdEfGh12345678');
  });

  it('a body encrypted by the client decrypts on the platform', () => {
    const payload = { username: 'dũng', password: 'p@ss word', captcha: '' };
    const request = encryptRequestBody(payload, key);
    expect(JSON.stringify(request.body)).not.toContain('p@ss');
    expect(decryptRequestBody(lower(request.headers), request.body, key)).toEqual({ ok: true, payload });
  });

  it('refuses a body without the X- headers as request_body_required', () => {
    const request = encryptRequestBody({ a: 1 }, key);
    const { 'X-Digest': _digest, ...headers } = request.headers;
    expect(decryptRequestBody(lower(headers), request.body, key)).toEqual({ ok: false, errorCode: 'request_body_required' });
  });

  it('refuses a tampered body, a stale key and garbage as request_param_err', () => {
    const request = encryptRequestBody({ a: 1 }, key);
    const headers = lower(request.headers);
    expect(decryptRequestBody({ ...headers, 'x-digest': 'x' }, { value: 'x' }, key)).toMatchObject({ errorCode: 'request_param_err' });
    expect(decryptRequestBody({ ...headers, 'x-rsa': 'abc' }, request.body, key)).toMatchObject({ errorCode: 'request_param_err' });
    expect(decryptRequestBody({ ...headers, encryption: 'zz' }, request.body, key)).toMatchObject({ errorCode: 'request_param_err' });
    expect(decryptRequestBody(headers, { value: 42 }, key)).toMatchObject({ errorCode: 'request_body_required' });
  });
});
