/**
 * Where the bytes of uploads live. The `uploads` table holds whose they are; a store only keeps bytes by
 * upload id. The platform has a folder store (under PGlite's data folder) and a table store (PostgreSQL
 * servers and in-memory runs); an S3-compatible one would implement the same three operations.
 */
export interface UploadStore {
  readonly kind: 'folder' | 'table';
  /** Keeps the bytes under `id` (a new id: never overwrites what another upload stored). */
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when the store has none for `id`. */
  get(id: string): Promise<Uint8Array | null>;
  /** Forgets the bytes; nothing happens when there are none. */
  delete(id: string): Promise<void>;
  /**
   * The ids of bytes kept since before `before`, for the sweep to find those whose row is gone (a crash
   * between the row's delete and the bytes'); leftovers of unfinished writes that old are removed. The table
   * store's bytes go with their row, so it has none to list.
   */
  storedBefore(before: Date): Promise<string[]>;
}

/** Upload ids are base64url; checked again here because a folder store turns them into file names. */
export const STORABLE_UPLOAD_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function assertStorableId(id: string): void {
  if (!STORABLE_UPLOAD_ID.test(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`);
}
