import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { randomKey, rsaDecrypt, rsaEncrypt, type RsaPrivateKey } from '@playdeck/api/crypto';
import { recoverPrimes, rsaDecryptNative } from './rsa-decrypt';

const toHex = (base64url: string) => BigInt(`0x${Buffer.from(base64url, 'base64url').toString('hex')}`).toString(16);

function newKey(): RsaPrivateKey & { p: bigint; q: bigint } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    modulus: toHex(jwk.n!),
    exponent: toHex(jwk.e!),
    privateExponent: toHex(jwk.d!),
    p: BigInt(`0x${toHex(jwk.p!)}`),
    q: BigInt(`0x${toHex(jwk.q!)}`),
  };
}

describe('rsaDecryptNative', () => {
  const key = newKey();

  it('finds the primes from the stored modulus and exponents alone', () => {
    const [p, q] = recoverPrimes(BigInt(`0x${key.modulus}`), 0x10001n, BigInt(`0x${key.privateExponent}`));
    expect(new Set([p, q])).toEqual(new Set([key.p, key.q]));
  });

  it('answers what the BigInt rsaDecrypt answers, for the keys clients send', () => {
    for (let i = 0; i < 20; i++) {
      const secret = randomKey();
      const cipher = rsaEncrypt(secret, key);
      expect(rsaDecryptNative(cipher, key)).toBe(secret);
      expect(rsaDecryptNative(cipher, key)).toBe(rsaDecrypt(cipher, key));
    }
  });

  it('refuses what rsaDecrypt refuses', () => {
    expect(() => rsaDecryptNative('not hex', key)).toThrow();
    expect(() => rsaDecryptNative(`f${key.modulus}`, key)).toThrow();
  });
});
