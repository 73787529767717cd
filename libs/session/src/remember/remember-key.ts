/*
 * The key that seals the remembered password (issue 16 item 6): AES-GCM, generated in the browser as
 * NON-EXTRACTABLE, so no script, extension or copy of the profile can read the key itself; it can only be
 * used by this origin on this device. It lives in IndexedDB (a CryptoKey survives there without being
 * exported); localStorage holds only the ciphertext. Forgetting the remembered login deletes the key too,
 * so a ciphertext copied off the device earlier can never be opened.
 */

/** Where the key is kept; IndexedDB in the browser, a stand-in in tests (jsdom has no IndexedDB). */
export interface RememberKeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
  delete(): Promise<void>;
}

const DB_NAME = 'playdeck-secrets';
const STORE = 'keys';
const KEY_ID = 'remPass';

function request<T>(open: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(DB_NAME, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      const call = open(db.transaction(STORE, mode).objectStore(STORE));
      call.onsuccess = () => {
        db.close();
        resolve(call.result);
      };
      call.onerror = () => {
        db.close();
        reject(call.error);
      };
    };
  });
}

export const indexedDbKeyStore: RememberKeyStore = {
  get: () => request((store) => store.get(KEY_ID) as IDBRequest<CryptoKey | undefined>, 'readonly'),
  put: (key) => request((store) => store.put(key, KEY_ID), 'readwrite').then(() => undefined),
  delete: () => request((store) => store.delete(KEY_ID), 'readwrite').then(() => undefined),
};

let keyStore: RememberKeyStore = indexedDbKeyStore;

/** Tests swap the store (jsdom has no IndexedDB); the app never does. */
export function setRememberKeyStore(store: RememberKeyStore): void {
  keyStore = store;
}

export const rememberKeyStore = (): RememberKeyStore => keyStore;

/** The device's sealing key: the stored one, or a new non-extractable key (stored) when there is none. */
export async function sealingKey(): Promise<CryptoKey> {
  const existing = await keyStore.get();
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await keyStore.put(key);
  return key;
}

/** The stored key if there is one (opening never creates a key: without it there is nothing to open). */
export const storedKey = (): Promise<CryptoKey | undefined> => keyStore.get();

export const forgetSealingKey = (): Promise<void> => keyStore.delete();
