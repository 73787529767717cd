import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../config';
import { PlatformError } from '../http/platform-error';
import { CHEAP_SCRYPT_DEMO_PASSWORD_HASH, SCRYPT_DEMO_PASSWORD_HASH } from '../testing/scrypt-hashes';
import { concurrencyGate } from './concurrency-gate';
import {
  DEFAULT_PASSWORD_QUEUE_LENGTH,
  HASHING_CONCURRENCY,
  hashingGate,
  PASSWORD_COST,
  passwordHasher,
  TEST_PASSWORD_COST,
} from './password';

const cheap = passwordHasher(TEST_PASSWORD_COST, hashingGate(100));
const owasp = passwordHasher(PASSWORD_COST, hashingGate(100));

describe('password hashes', () => {
  it('are Argon2id at OWASP’s parameters (m = 19 MiB, t = 2, p = 1), each with its cost and a salt of its own', async () => {
    const hash = await owasp.hash('Demo1234');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await owasp.hash('Demo1234')).not.toBe(hash);
    expect(await owasp.verify('Demo1234', hash)).toBe(true);
    expect(await owasp.verify('Demo12345', hash)).toBe(false);
  });

  it('store their cost, so a hash made at one cost verifies under any configuration', async () => {
    const cheapHash = await cheap.hash('Demo1234');
    expect(cheapHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await owasp.verify('Demo1234', cheapHash)).toBe(true);
    expect(await cheap.verify('Demo1234', await owasp.hash('Demo1234'))).toBe(true);
  });

  it('compare the NFC form, so a name typed composed or decomposed is the same password', async () => {
    const hash = await cheap.hash('Hà Nội 1');
    expect(await cheap.verify('Ha\u0300 Nô\u0323i 1', hash)).toBe(true);
  });

  it('still verify the scrypt of earlier versions, which are upgraded, never downgraded', async () => {
    for (const legacy of [SCRYPT_DEMO_PASSWORD_HASH, CHEAP_SCRYPT_DEMO_PASSWORD_HASH]) {
      expect(await cheap.verify('Demo1234', legacy)).toBe(true);
      expect(await cheap.verify('Demo12345', legacy)).toBe(false);
      const upgraded = await cheap.upgrade('Demo1234', legacy);
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
      expect(await cheap.verify('Demo1234', upgraded!)).toBe(true);
    }
    // A cheaper Argon2id than configured is raised; one at the cost or above stays as it is.
    expect(await owasp.upgrade('Demo1234', await cheap.hash('Demo1234'))).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await owasp.upgrade('Demo1234', await owasp.hash('Demo1234'))).toBeUndefined();
    expect(await cheap.upgrade('Demo1234', await owasp.hash('Demo1234'))).toBeUndefined();
  });

  it('match nothing against what is not a hash (trial members, damaged rows)', async () => {
    for (const stored of ['none', '', 'scrypt$', '$argon2id$v=19$m=1024,t=1,p=1$broken', 'bcrypt$2b$10$x']) {
      expect(await cheap.verify('none', stored)).toBe(false);
    }
  });

  it('spend a verification on a decoy for unknown user names', async () => {
    await expect(cheap.verifyDecoy('Demo1234')).resolves.toBeUndefined();
  });

  it('never take every thread of the pool, nor more threads than cores', () => {
    expect(HASHING_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(HASHING_CONCURRENCY).toBeLessThan(Number(process.env['UV_THREADPOOL_SIZE']) || 4);
    expect(HASHING_CONCURRENCY).toBeLessThanOrEqual(availableParallelism());
  });

  it('beyond the queue, refuse with 429 TOO_MANY_REQUEST and when to come back, rather than wait', async () => {
    const tiny = passwordHasher(TEST_PASSWORD_COST, concurrencyGate(1, { maxWaiting: 1 }));
    const stored = await tiny.hash('Demo1234');
    // One hashing, one waiting: the third is refused at once.
    const answers = await Promise.allSettled([tiny.verify('Demo1234', stored), tiny.hash('x'), tiny.verify('Demo1234', stored)]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refusal = (answers[2] as PromiseRejectedResult).reason as PlatformError;
    expect(refusal).toBeInstanceOf(PlatformError);
    expect(refusal.errorCode).toBe('TOO_MANY_REQUEST');
    expect(refusal.status).toBe(429);
    expect(refusal.value?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // An upgrade meets a full queue without failing the login it follows: it is left for the next one.
    const busy = [tiny.hash('a'), tiny.hash('b')];
    expect(await tiny.upgrade('Demo1234', CHEAP_SCRYPT_DEMO_PASSWORD_HASH)).toBeUndefined();
    await Promise.all(busy);
    // The queue drained: work is taken again, and the decoy is made again after a refusal.
    expect(await tiny.verify('Demo1234', stored)).toBe(true);
    const blocked = [tiny.hash('a'), tiny.hash('b')];
    await expect(tiny.verifyDecoy('Demo1234')).rejects.toMatchObject({ errorCode: 'TOO_MANY_REQUEST' });
    await Promise.all(blocked);
    await expect(tiny.verifyDecoy('Demo1234')).resolves.toBeUndefined();
  });
});

describe('password hashing configuration', () => {
  const configIn = (env: NodeJS.ProcessEnv) => loadPlatformConfig(env, '/workspace');

  it('uses the cheap cost in test mode only', () => {
    expect(configIn({ PLATFORM_MODE: 'test' }).passwordCost).toEqual(TEST_PASSWORD_COST);
    expect(configIn({ PLATFORM_MODE: 'development' }).passwordCost).toEqual(PASSWORD_COST);
    expect(configIn({ PLATFORM_MODE: 'production' }).passwordCost).toEqual(PASSWORD_COST);
  });

  it('reads the queue length from PLATFORM_PASSWORD_QUEUE (default 100) and refuses a value that is not a count', () => {
    expect(DEFAULT_PASSWORD_QUEUE_LENGTH).toBe(100);
    expect(configIn({}).passwordQueueLength).toBe(100);
    expect(configIn({ PLATFORM_PASSWORD_QUEUE: '0' }).passwordQueueLength).toBe(0);
    expect(configIn({ PLATFORM_PASSWORD_QUEUE: '250' }).passwordQueueLength).toBe(250);
    expect(() => configIn({ PLATFORM_PASSWORD_QUEUE: '-1' })).toThrow(/PLATFORM_PASSWORD_QUEUE/);
    expect(() => configIn({ PLATFORM_PASSWORD_QUEUE: 'many' })).toThrow(/PLATFORM_PASSWORD_QUEUE/);
  });
});
