import type { EncryptedRequest, RsaPublicKey } from '../crypto';

/** Encrypts a body the platform's way. crypto-js loads with the first encrypted call, never with the first render. */
export async function encryptBody(payload: unknown, key: RsaPublicKey): Promise<EncryptedRequest> {
  const { encryptRequestBody } = await import('../crypto');
  return encryptRequestBody(payload, key);
}

export interface PublicKeyCache {
  /** The platform's key; `fetched` says whether this very request went to fetch it. */
  get(): Promise<{ key: RsaPublicKey; fetched: boolean }>;
  /** Drops `key` if it is still the cached one (another call may already have replaced it). */
  forget(key: RsaPublicKey): void;
}

/** One key fetch shared by concurrent callers; a failed fetch is not remembered. */
export function publicKeyCache(fetchKey: () => Promise<RsaPublicKey>): PublicKeyCache {
  let cached: { promise: Promise<RsaPublicKey>; key?: RsaPublicKey } | undefined;
  return {
    async get() {
      if (cached) return { key: await cached.promise, fetched: false };
      const entry: { promise: Promise<RsaPublicKey>; key?: RsaPublicKey } = { promise: fetchKey() };
      cached = entry;
      try {
        entry.key = await entry.promise;
        return { key: entry.key, fetched: true };
      } catch (error) {
        if (cached === entry) cached = undefined;
        throw error;
      }
    },
    forget(key) {
      if (cached?.key === key) cached = undefined;
    },
  };
}
