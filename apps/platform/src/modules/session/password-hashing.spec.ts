import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memberMoneyProfiles, members, merchants } from '../../db/schema';
import { concurrencyGate } from '../../security/concurrency-gate';
import { passwordHasher } from '../../security/password';
import { errorOf, valueOf } from '../../testing/call-platform';
import { SCRYPT_DEMO_PASSWORD_HASH, SCRYPT_PAYMENT_PASSWORD_HASH } from '../../testing/scrypt-hashes';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { checkPaymentPassword } from '../payment-password/payment-password';
import { PAYMENT_PASSWORD } from '../payment-password/testing/money-member';
import { login } from './session-testing';

describe('password hashing at login', () => {
  let platform: TestPlatform;
  let configuredHasher: TestPlatform['services']['passwords'];
  beforeEach(async () => {
    platform = await resetTestPlatform();
    configuredHasher = platform.services.passwords;
  });
  afterEach(() => {
    platform.services.passwords = configuredHasher;
  });

  async function member01() {
    const [found] = await platform.services.db
      .select({ member: members })
      .from(members)
      .innerJoin(merchants, eq(members.merchantId, merchants.id))
      .where(and(eq(merchants.code, 'PLAYDECK'), eq(members.username, 'member01')));
    return found!.member;
  }
  const storedHash = async () => (await member01()).passwordHash;

  it('signs in a member whose password an earlier version stored as scrypt, and stores it as Argon2id from then on', async () => {
    const { id } = await member01();
    await platform.services.db.update(members).set({ passwordHash: SCRYPT_DEMO_PASSWORD_HASH }).where(eq(members.id, id));

    expect(errorOf(await login(platform, { password: 'Demo12345' })).errorCode).toBe('login.password.error');
    expect(await storedHash()).toBe(SCRYPT_DEMO_PASSWORD_HASH);

    expect(valueOf(await login(platform)).userName).toBe('member01');
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);

    expect(valueOf(await login(platform)).userName).toBe('member01');
    expect(await storedHash()).toBe(upgraded);
    expect(errorOf(await login(platform, { password: 'Demo12345' })).errorCode).toBe('login.password.error');
  });

  it('checks a scrypt payment password of an earlier version and stores it as Argon2id once it is right', async () => {
    const { id } = await member01();
    await platform.services.db.insert(memberMoneyProfiles).values({ memberId: id, paymentPasswordHash: SCRYPT_PAYMENT_PASSWORD_HASH });
    await expect(checkPaymentPassword(platform.services, id, '000000')).rejects.toMatchObject({ errorCode: 'payment.password.wrong' });
    await checkPaymentPassword(platform.services, id, PAYMENT_PASSWORD);
    const [profile] = await platform.services.db.select().from(memberMoneyProfiles).where(eq(memberMoneyProfiles.memberId, id));
    expect(profile!.paymentPasswordHash).toMatch(/^\$argon2id\$/);
    await checkPaymentPassword(platform.services, id, PAYMENT_PASSWORD);
  });

  it('answers 429 TOO_MANY_REQUEST with Retry-After when the hashing queue is full, and signs in once it has room', async () => {
    // One hash at a time and none waiting, the one place taken: the next login cannot be checked now.
    const gate = concurrencyGate(1, { maxWaiting: 0 });
    platform.services.passwords = passwordHasher(platform.services.config.passwordCost, gate);
    let release!: () => void;
    const busy = gate(() => new Promise<void>((resolve) => (release = resolve)));

    const refused = await login(platform, { ip: '10.77.0.1' });
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toMatchObject({ errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: expect.any(Number) } });
    const seconds = (errorOf(refused).value as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(refused.headers['retry-after']).toBe(String(seconds));
    // An unknown name waits for the same queue (its decoy check), so the queue tells no names apart.
    expect(errorOf(await login(platform, { ip: '10.77.0.1', username: 'nobody99' })).errorCode).toBe('TOO_MANY_REQUEST');

    release();
    await busy;
    expect(valueOf(await login(platform, { ip: '10.77.0.1' })).userName).toBe('member01');
  });
});
