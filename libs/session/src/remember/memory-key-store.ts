import type { RememberKeyStore } from './remember-key';

/** A key store in memory for tests (jsdom has no IndexedDB); `key` shows what is held. */
export function memoryKeyStore(): RememberKeyStore & { key: CryptoKey | undefined } {
  const held: RememberKeyStore & { key: CryptoKey | undefined } = {
    key: undefined,
    get: async () => held.key,
    put: async (key) => {
      held.key = key;
    },
    delete: async () => {
      held.key = undefined;
    },
  };
  return held;
}
