import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { concurrencyGate } from './concurrency-gate';

const scryptInPool = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/**
 * scrypt runs in libuv's thread pool (UV_THREADPOOL_SIZE, 4 by default), off the event loop. Fifty logins at
 * once would still fill every thread of the pool with hashing, and whatever else needs the pool (file
 * reads, zlib, DNS) would queue behind them, while more hashing threads than cores also starve the event
 * loop. So at most as many hashes as there are cores run at once, and always one thread fewer than the pool.
 */
export const SCRYPT_CONCURRENCY = Math.max(1, Math.min(availableParallelism(), (Number(process.env['UV_THREADPOOL_SIZE']) || 4) - 1));
const hashingGate = concurrencyGate(SCRYPT_CONCURRENCY);
const scrypt = (password: string, salt: Buffer, keylen: number, options: object) =>
  hashingGate(() => scryptInPool(password, salt, keylen, options));
/** scrypt's cost parameters; stored with each hash, so a hash made at one cost verifies at any. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}
// N=2^14, r=8, p=1: OWASP's minimum for scrypt, ~50 ms here; stored with the hash so it can be raised later.
export const PASSWORD_COST: PasswordCost = { N: 16384, r: 8, p: 1 };
/** PLATFORM_MODE=test only: tests check what a password does, not how long guessing it takes (16 times cheaper). */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1024, r: 8, p: 1 };
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 32;

export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}
