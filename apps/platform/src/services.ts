import type { LoadedBrand } from '@playdeck/brand/build';
import type { RsaPrivateKey } from '@playdeck/api/crypto';
import type { ReadCache } from './cache/read-cache';
import type { ArtStore } from './modules/content/art/art-store';
import type { PlatformConfig } from './config';
import type { DatabaseHandle, Db } from './db/database';
import type { PasswordHasher } from './security/password';
import type { UploadStore } from './uploads/upload-store';

/** Shared by every handler; holds no per-request or per-instance state beyond configuration. */
export interface PlatformServices {
  config: PlatformConfig;
  database: DatabaseHandle;
  db: Db;
  brands: readonly LoadedBrand[];
  rsaKey: RsaPrivateKey;
  /** The bytes of uploaded images (the `uploads` table says whose they are). */
  uploads: UploadStore;
  /** Hashes and checks passwords (Argon2id; scrypt of earlier versions still verifies), a core's worth at a time. */
  passwords: PasswordHasher;
  /** Demo banners and game tiles as WebP, drawn once per content and kept on disk (modules/content/art). */
  art: ArtStore;
  /** What every visitor reads (merchants, catalogue, content), kept until a write invalidates it. */
  readCache: ReadCache;
  /** Injected clock so tests can move time (token expiry, SMS countdowns, rate-limit windows). */
  now(): Date;
  /** Holds a request for `ms` (the login guard's progressive delay); injected so tests can see it without waiting. */
  pause(ms: number): Promise<void>;
}
