import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RsaPrivateKey } from '@playdeck/api/crypto';
import type { Db } from '../db/database';
import { platformSettings } from '../db/schema';

const SETTING_KEY = 'rsa_key';
const toHex = (base64url: string) => BigInt(`0x${Buffer.from(base64url, 'base64url').toString('hex')}`).toString(16);

function generateRsaKey(): RsaPrivateKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { modulus: toHex(jwk.n!), exponent: toHex(jwk.e!), privateExponent: toHex(jwk.d!) };
}

/** The key pair clients encrypt login bodies for: made once and kept in the database so every instance shares it. */
export async function loadOrCreateRsaKey(db: Db): Promise<RsaPrivateKey> {
  const [existing] = await db.select().from(platformSettings).where(eq(platformSettings.key, SETTING_KEY));
  if (existing) return existing.value as RsaPrivateKey;
  await db.insert(platformSettings).values({ key: SETTING_KEY, value: generateRsaKey() }).onConflictDoNothing();
  const [stored] = await db.select().from(platformSettings).where(eq(platformSettings.key, SETTING_KEY));
  return stored!.value as RsaPrivateKey;
}
