import { desDecrypt, desEncrypt } from './des';
import { rsaDecrypt, rsaEncrypt, type RsaPrivateKey, type RsaPublicKey } from './rsa';

export const ENCRYPTION_HEADER = 'Encryption';
export const DIGEST_HEADER = 'X-Digest';
export const RSA_HEADER = 'X-RSA';
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface EncryptedRequest {
  headers: Record<typeof ENCRYPTION_HEADER | typeof DIGEST_HEADER | typeof RSA_HEADER, string>;
  body: { value: string };
}

export function randomKey(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

/**
 * Client side: DES-encrypts the JSON payload with a fresh key and RSA-encrypts the key.
 * `X-RSA` names the public key used (its modulus) so the platform can tell a stale key from a bad body.
 */
export function encryptRequestBody(payload: unknown, publicKey: RsaPublicKey, key = randomKey()): EncryptedRequest {
  const value = desEncrypt(JSON.stringify(payload), key);
  return {
    headers: { [ENCRYPTION_HEADER]: rsaEncrypt(key, publicKey), [DIGEST_HEADER]: value, [RSA_HEADER]: publicKey.modulus },
    body: { value },
  };
}

export type DecryptFailure = 'request_body_required' | 'request_param_err';

/**
 * Platform side: the payload back, or why the request is refused (missing parts, or parts that do not decrypt).
 * `decryptKey` may replace the BigInt RSA step with a native one (the reference platform's).
 */
export function decryptRequestBody(
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  privateKey: RsaPrivateKey,
  decryptKey: (cipherHex: string, key: RsaPrivateKey) => string = rsaDecrypt,
): { ok: true; payload: unknown } | { ok: false; errorCode: DecryptFailure } {
  const header = (name: string) => {
    const value = headers[name.toLowerCase()];
    return typeof value === 'string' ? value : undefined;
  };
  const encryptedKey = header(ENCRYPTION_HEADER);
  const digest = header(DIGEST_HEADER);
  const rsa = header(RSA_HEADER);
  const value = typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : undefined;
  if (!encryptedKey || !digest || !rsa || typeof value !== 'string') return { ok: false, errorCode: 'request_body_required' };
  if (digest !== value || rsa.toLowerCase() !== privateKey.modulus.toLowerCase()) return { ok: false, errorCode: 'request_param_err' };
  try {
    const key = decryptKey(encryptedKey, privateKey);
    const json = desDecrypt(value, key);
    return { ok: true, payload: JSON.parse(json) };
  } catch {
    return { ok: false, errorCode: 'request_param_err' };
  }
}
