import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../config';
import { hashPassword, PASSWORD_COST, SCRYPT_CONCURRENCY, TEST_PASSWORD_COST, verifyPassword } from './password';

describe('password hashes', () => {
  it('store their cost, so a hash made at one cost verifies under any configuration', async () => {
    const cheap = await hashPassword('Demo1234', TEST_PASSWORD_COST);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Demo1234', cheap)).toBe(true);
    expect(await verifyPassword('Demo12345', cheap)).toBe(false);
    expect(await hashPassword('Demo1234')).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('never take every thread of the pool, nor more threads than cores', () => {
    expect(SCRYPT_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(SCRYPT_CONCURRENCY).toBeLessThan(Number(process.env['UV_THREADPOOL_SIZE']) || 4);
    expect(SCRYPT_CONCURRENCY).toBeLessThanOrEqual(availableParallelism());
  });

  it('use the cheap cost in test mode only', () => {
    const costIn = (mode: string) => loadPlatformConfig({ PLATFORM_MODE: mode }, '/workspace').passwordCost;
    expect(costIn('test')).toEqual(TEST_PASSWORD_COST);
    expect(costIn('development')).toEqual(PASSWORD_COST);
    expect(costIn('production')).toEqual(PASSWORD_COST);
  });
});
