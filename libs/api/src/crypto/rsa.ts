/**
 * The operator platform's RSA step: textbook RSA over the key string reversed, as its BigInt-based
 * clients do (no padding). Kept for compatibility only: the key it protects is random per request and
 * HTTPS protects the transport.
 */
export interface RsaPublicKey {
  /** Hex modulus. */
  modulus: string;
  /** Hex public exponent, "10001". */
  exponent: string;
}

export interface RsaPrivateKey extends RsaPublicKey {
  /** Hex private exponent. */
  privateExponent: string;
}

const hexToBigInt = (hex: string) => BigInt(`0x${hex}`);

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  let rest = exponent;
  while (rest > 0n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
    rest >>= 1n;
  }
  return result;
}

function textToBigInt(text: string): bigint {
  let value = 0n;
  for (const byte of new TextEncoder().encode(text)) value = (value << 8n) | BigInt(byte);
  return value;
}

function bigIntToText(value: bigint): string {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  return new TextDecoder().decode(new Uint8Array(bytes));
}

const reverse = (text: string) => [...text].reverse().join('');

export function rsaEncrypt(text: string, key: RsaPublicKey): string {
  const modulus = hexToBigInt(key.modulus);
  const message = textToBigInt(reverse(text));
  if (message >= modulus) throw new Error('RSA input longer than the modulus');
  return modPow(message, hexToBigInt(key.exponent), modulus).toString(16);
}

export function rsaDecrypt(cipherHex: string, key: RsaPrivateKey): string {
  if (!/^[0-9a-f]{1,1024}$/i.test(cipherHex)) throw new Error('RSA ciphertext is not hex');
  const modulus = hexToBigInt(key.modulus);
  const cipher = hexToBigInt(cipherHex);
  if (cipher >= modulus) throw new Error('RSA ciphertext out of range');
  return reverse(bigIntToText(modPow(cipher, hexToBigInt(key.privateExponent), modulus)));
}
