import CryptoJS from 'crypto-js';

/** DES (ECB, PKCS7) with crypto-js, as the operator platform expects; the key is the first 8 bytes of a 16-character string. */
export function desEncrypt(plaintext: string, key: string): string {
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

export function desDecrypt(ciphertextBase64: string, key: string): string {
  const decrypted = CryptoJS.DES.decrypt(ciphertextBase64, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return decrypted.toString(CryptoJS.enc.Utf8);
}
