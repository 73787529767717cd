import path from 'node:path';
import { z } from 'zod';
import { newAdminToken } from './admin/local-operator';
import { parseTrustedProxies } from './http/client-address';
import type { UploadLimits } from './uploads/upload-limits';
import { DEFAULT_PASSWORD_QUEUE_LENGTH, PASSWORD_COST, TEST_PASSWORD_COST, type PasswordCost } from './security/password';

const envSchema = z.object({
  PLATFORM_MODE: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// URL')
    .optional(),
  /** PGlite data folder; "memory" keeps everything in memory. */
  PLATFORM_DATA_DIR: z.string().default('.data/platform'),
  /**
   * Where the demo banners and game tiles are kept once drawn, by content (shared by every process and test
   * run on the machine; safe to delete: they are drawn again on demand).
   */
  PLATFORM_ART_DIR: z.string().default('.data/art'),
  /** `false`: no picture is drawn ahead after a start, each only when first asked for (journeys: CPU for the browsers). */
  PLATFORM_ART_WARM: z.enum(['true', 'false']).default('true'),
  /**
   * Where uploaded images' bytes go: `folder` (under the PGlite data folder) or `table` (the database).
   * Default: the folder with a PGlite data folder, the table with PostgreSQL or an in-memory database.
   */
  PLATFORM_UPLOAD_STORE: z.enum(['folder', 'table']).optional(),
  /** Uploads a member may make in an hour (a fixed window per member); the next is TOO_MANY_REQUEST. */
  PLATFORM_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Images a member may keep that no record uses yet (uploaded, not yet sent with a KYC, avatar or application). */
  PLATFORM_UPLOAD_QUOTA_COUNT: z.coerce.number().int().min(1).default(30),
  /** The megabytes (MiB) those unused images may take together. */
  PLATFORM_UPLOAD_QUOTA_MB: z.coerce.number().int().min(5).default(50),
  /** How often the sweep deletes uploads no record has used 24 hours after they came; 0: never (the admin command still does). */
  PLATFORM_UPLOAD_SWEEP_MINUTES: z.coerce.number().int().min(0).max(1440).default(60),
  /** Accounts an agent may open under itself in a day (a fixed 24-hour window per agent); the next is TOO_MANY_REQUEST. */
  PLATFORM_AGENT_SIGNUPS_PER_DAY: z.coerce.number().int().min(1).default(20),
  /**
   * The reverse proxies whose X-Forwarded-For is believed: addresses or CIDRs, comma-separated (`loopback`,
   * `linklocal`, `uniquelocal` name the usual ranges); `true` means loopback only, `false` (default) none.
   */
  TRUST_PROXY: z.string().default('false').transform(parseTrustedProxies),
  /**
   * How long the read cache may keep a value no invalidation reached: the bound on how stale a write made
   * straight to the database (or through another instance whose notification was lost) can leave this one.
   * Instances on one PostgreSQL invalidate each other within milliseconds (LISTEN/NOTIFY). 0: off.
   */
  PLATFORM_READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * How many password hashes (logins, registrations, password changes) may wait for a core; past that a
   * request answers 429 TOO_MANY_REQUEST with Retry-After instead of making every login wait longer.
   */
  PLATFORM_PASSWORD_QUEUE: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_PASSWORD_QUEUE_LENGTH),
  /** The token admin calls (/__admin) must carry; a new random one per start when unset. */
  PLATFORM_ADMIN_TOKEN: z.string().min(16).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24 * 7),
});

export interface PlatformConfig {
  mode: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  /** Absolute PGlite folder, or undefined for in-memory. */
  dataDir?: string;
  sessionTtlMs: number;
  /** The read cache's time to live (0: off). */
  readCacheTtlMs: number;
  /** Absolute folder of the drawn demo art (art-store.ts). */
  artDir: string;
  /** Whether a start draws the demo art ahead, in the background (never in test mode). */
  warmArt: boolean;
  /** The folder of the folder upload store, or undefined for the table store. */
  uploadsDir?: string;
  /** Upload limits per member and the sweep of unused uploads (uploads/upload-limits.ts). */
  uploads: UploadLimits;
  /** Sub-accounts an agent may open a day. */
  agentSignUpsPerDay: number;
  /** Argon2id cost of new password hashes. */
  passwordCost: PasswordCost;
  /** Password hashes that may wait for a core before a new one is refused (429). */
  passwordQueueLength: number;
  /** Addresses/CIDRs of trusted proxies (empty: X-Forwarded-For is ignored). See client-address.ts. */
  trustedProxies: readonly string[];
  /** The SMS and e-mail outbox is readable only outside production. */
  outboxReadable: boolean;
  /** What /__admin calls must carry in X-Admin-Token (admin/local-operator.ts). */
  adminToken: string;
  workspaceRoot: string;
}

/** Reads the environment once at start; a bad value stops the platform with every problem listed. */
export function loadPlatformConfig(env: NodeJS.ProcessEnv, workspaceRoot: string): PlatformConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid platform environment:\n${problems}`);
  }
  const value = parsed.data;
  const dataDir = value.PLATFORM_DATA_DIR === 'memory' ? undefined : path.resolve(workspaceRoot, value.PLATFORM_DATA_DIR);
  const uploadStore = value.PLATFORM_UPLOAD_STORE ?? (dataDir && !value.DATABASE_URL ? 'folder' : 'table');
  if (uploadStore === 'folder' && !dataDir) {
    throw new Error('Invalid platform environment:\n  - PLATFORM_UPLOAD_STORE: folder needs a PLATFORM_DATA_DIR other than memory');
  }
  return {
    mode: value.PLATFORM_MODE,
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir,
    sessionTtlMs: value.SESSION_TTL_HOURS * 3_600_000,
    readCacheTtlMs: value.PLATFORM_READ_CACHE_SECONDS * 1000,
    artDir: path.resolve(workspaceRoot, value.PLATFORM_ART_DIR),
    warmArt: value.PLATFORM_ART_WARM === 'true' && value.PLATFORM_MODE !== 'test',
    uploadsDir: uploadStore === 'folder' ? path.join(dataDir!, 'uploads') : undefined,
    uploads: {
      perHour: value.PLATFORM_UPLOADS_PER_HOUR,
      quotaCount: value.PLATFORM_UPLOAD_QUOTA_COUNT,
      quotaBytes: value.PLATFORM_UPLOAD_QUOTA_MB * 1024 * 1024,
      sweepIntervalMs: value.PLATFORM_UPLOAD_SWEEP_MINUTES * 60_000,
    },
    agentSignUpsPerDay: value.PLATFORM_AGENT_SIGNUPS_PER_DAY,
    passwordCost: value.PLATFORM_MODE === 'test' ? TEST_PASSWORD_COST : PASSWORD_COST,
    passwordQueueLength: value.PLATFORM_PASSWORD_QUEUE,
    trustedProxies: value.TRUST_PROXY,
    outboxReadable: value.PLATFORM_MODE !== 'production',
    adminToken: value.PLATFORM_ADMIN_TOKEN ?? newAdminToken(),
    workspaceRoot,
  };
}
