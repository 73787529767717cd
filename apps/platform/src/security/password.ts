import { scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { hash as argon2Hash, parseOptions, verify as argon2Verify } from '@node-rs/argon2';
import { tooManyRequests } from '../http/platform-error';
import { concurrencyGate, GateQueueFull, type ConcurrencyGate } from './concurrency-gate';

const scryptInPool = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * Argon2id and scrypt both run in libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), off the event
 * loop. Fifty logins at once would still fill every thread of the pool with hashing, and whatever else
 * needs the pool (file reads, zlib, DNS) would queue behind them, while more hashing threads than cores
 * also starve the event loop. So at most as many hashes as there are cores run at once, and always one
 * thread fewer than the pool.
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.min(availableParallelism(), (Number(process.env['UV_THREADPOOL_SIZE']) || 4) - 1));

/** Argon2id's cost: memory in KiB, passes over it, lanes. Each hash stores its own, so one made at any cost verifies. */
export interface PasswordCost {
  memoryKiB: number;
  passes: number;
  lanes: number;
}
// OWASP's Password Storage Cheat Sheet: Argon2id with m = 19 MiB, t = 2, p = 1 (~17 ms of one core here).
export const PASSWORD_COST: PasswordCost = { memoryKiB: 19 * 1024, passes: 2, lanes: 1 };
/** PLATFORM_MODE=test only: tests check what a password does, not how long guessing it takes (~50 times cheaper). */
export const TEST_PASSWORD_COST: PasswordCost = { memoryKiB: 1024, passes: 1, lanes: 1 };
/**
 * How many password hashes may wait for a core (PLATFORM_PASSWORD_QUEUE) before the platform answers 429:
 * at ~17 ms each on two cores, the last of 100 waits under a second on an idle machine.
 */
export const DEFAULT_PASSWORD_QUEUE_LENGTH = 100;

// Algorithm.Argon2id, a const enum, which isolated modules cannot read from the package's declarations.
const ARGON2ID = 2;
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

/** Where hashes take turns: HASHING_CONCURRENCY at once, `queueLength` waiting; one more is refused (429). */
export const hashingGate = (queueLength: number): ConcurrencyGate => concurrencyGate(HASHING_CONCURRENCY, { maxWaiting: queueLength });

/** Every password, temporary password, payment password and security answer is hashed and checked here. */
export interface PasswordHasher {
  /** An Argon2id hash (PHC string) at the configured cost. */
  hash(password: string): Promise<string>;
  /** Whether `stored` (Argon2id, or the scrypt of earlier versions) is the hash of `password`. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * For a `stored` hash `password` has just verified: the hash to store instead when it is scrypt or a
   * cheaper Argon2id than the configured cost, else undefined (also when the queue is full: next time).
   */
  upgrade(password: string, stored: string): Promise<string | undefined>;
  /** Spends what a verification costs, for a user name that does not exist (both answer alike). */
  verifyDecoy(password: string): Promise<void>;
}

const isArgon2id = (stored: string) => stored.startsWith('$argon2id$');

function isBelow(cost: PasswordCost, stored: string): boolean {
  if (!isArgon2id(stored)) return true;
  const used = parseOptions(stored);
  return used.memoryCost < cost.memoryKiB || used.timeCost < cost.passes;
}

/** `scrypt$N$r$p$salt$key`, as the platform stored passwords before Argon2id. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptInPool(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/** Hashes at `cost`, taking turns at `gate`: beyond its queue, 429 TOO_MANY_REQUEST with Retry-After. */
export function passwordHasher(cost: PasswordCost, gate: ConcurrencyGate): PasswordHasher {
  const refusedWhenFull = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      throw error instanceof GateQueueFull ? tooManyRequests(error.retryAfterMs) : error;
    }
  };
  const options = { algorithm: ARGON2ID, memoryCost: cost.memoryKiB, timeCost: cost.passes, parallelism: cost.lanes };
  const newHash = (password: string) => gate(() => argon2Hash(password.normalize('NFC'), options));
  const hash = (password: string) => refusedWhenFull(newHash(password));
  const verify = (password: string, stored: string) =>
    refusedWhenFull(
      gate(async () => {
        const normalised = password.normalize('NFC');
        if (isArgon2id(stored)) return argon2Verify(stored, normalised).catch(() => false);
        return verifyScrypt(normalised, stored);
      }),
    );
  let decoy: Promise<string> | undefined;
  return {
    hash,
    verify,
    async upgrade(password, stored) {
      if (!isBelow(cost, stored)) return undefined;
      try {
        return await newHash(password);
      } catch (error) {
        if (error instanceof GateQueueFull) return undefined;
        throw error;
      }
    },
    async verifyDecoy(password) {
      decoy ??= hash('decoy password').catch((error: unknown) => {
        decoy = undefined;
        throw error;
      });
      await verify(password, await decoy);
    },
  };
}
