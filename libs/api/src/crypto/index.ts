export {
  decryptRequestBody,
  encryptRequestBody,
  randomKey,
  DIGEST_HEADER,
  ENCRYPTION_HEADER,
  RSA_HEADER,
  type EncryptedRequest,
} from './encrypted-body';
export { modPow, rsaDecrypt, rsaEncrypt, type RsaPrivateKey, type RsaPublicKey } from './rsa';
export { desDecrypt, desEncrypt } from './des';
export { ENCRYPTED_VALUE_LIMIT } from './limits';
