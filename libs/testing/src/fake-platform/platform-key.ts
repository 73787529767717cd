import type { RsaPrivateKey } from '@playdeck/api/crypto';

/**
 * The fake platform's RSA key (512 bits: only for tests and stories). It answers `session.publicKey` with
 * the public half and decrypts encrypted bodies with the private half, as the real platform does.
 */
export const FAKE_PLATFORM_KEY: RsaPrivateKey = {
  modulus:
    'dc45690f94fcf1a24cf279ea50bd82891e25c6b91807aa6887f24979dad3fffe5f14580c74ef71e71b5321cdd834105ea483cbd13589cfe81021df90a115e1a7',
  exponent: '010001',
  privateExponent:
    '0d88ea52bdc9e9231aed4f56798d9b86c76674d68cc673cf268359c6760ececcfa51006a9c98a0f75a319f139e36ed2c54dbdeaebdfcd29bd73861e3b2626561',
};
