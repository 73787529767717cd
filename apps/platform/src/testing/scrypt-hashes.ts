/**
 * Hashes as versions before Argon2id stored them (`scrypt$N$r$p$salt$key`), what databases of existing
 * installs hold. Made by that version's hashPassword; fixed here, never computed.
 */
/** The demo password `Demo1234` at the cost of development and production. */
export const SCRYPT_DEMO_PASSWORD_HASH = 'scrypt$16384$8$1$JWtF/n7Q2my6alI0MX671w==$6Hx/sBawQUPeOXtQmads0rH66y9327adwjs/BrG3Mwo=';
/** The same at the cheap cost those versions used in PLATFORM_MODE=test. */
export const CHEAP_SCRYPT_DEMO_PASSWORD_HASH = 'scrypt$1024$8$1$jnMAJoqtEjTrUL5t8pIwCw==$drH93RmW8NvoiTXh57FcNt3Uw1+cxYz8hVYu9WGPdk0=';
/** The payment password `246810` (PAYMENT_PASSWORD of the money specs) at the cost of development and production. */
export const SCRYPT_PAYMENT_PASSWORD_HASH = 'scrypt$16384$8$1$37OL2L96ekprngPS6wBgbw==$Wh94y+8fJEpYvDhvWx0MWsWKzsfj1VO3GyYMqS3ZyVo=';
