import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { members, merchants } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { loginToken, newDevice } from './session-testing';

describe('free play (trial members)', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const TRIAL = 'PLAYDECKtrial';
  const trialUser = (loginDeviceId = newDevice(), merchant = 'PLAYDECK', ip?: string) =>
    callPlatform(platform, contract.session.trialUser, { merchant, ip, body: { loginDeviceId } });
  const freeplay = (loginDeviceId: string, deviceKey?: string) =>
    callPlatform(platform, contract.session.freeplayLogin, { body: { loginDeviceId, deviceKey } });
  const newKey = () => randomBytes(24).toString('base64url');
  const memberInfo = (token: string, merchant = TRIAL) => callPlatform(platform, contract.session.memberInfo, { token, merchant });

  it('makes a trial member on the trial merchant and a session the client uses with that merchant', async () => {
    const info = valueOf(await trialUser());
    expect(info).toEqual({
      token: expect.any(String),
      userName: expect.stringMatching(/^guest\d{8}$/),
      customerType: 0,
      firstTimeLogin: true,
      merchantCode: TRIAL,
    });
    const [row] = await platform.services.db
      .select({ isTrial: members.isTrial, merchant: merchants.code })
      .from(members)
      .innerJoin(merchants, eq(merchants.id, members.merchantId))
      .where(eq(members.username, info.userName));
    expect(row).toEqual({ isTrial: true, merchant: TRIAL });
    expect(valueOf(await memberInfo(info.token))).toMatchObject({ userName: info.userName, type: 0 });
    expect(errorOf(await memberInfo(info.token, 'PLAYDECK')).errorCode).toBe('user.or.token.invalid');
    expect(valueOf(await callPlatform(platform, contract.session.trialAccount, { token: info.token, merchant: TRIAL }))).toEqual({
      userName: info.userName,
      merchantCode: TRIAL,
    });
  });

  it('refuses a trial session on calls for real accounts (trial.forbidden)', async () => {
    const { token } = valueOf(await trialUser());
    const change = await callPlatform(platform, contract.session.changePassword, {
      token,
      merchant: TRIAL,
      body: { oldPassword: 'anything1', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' },
    });
    expect(errorOf(change)).toMatchObject({ status: 403, errorCode: 'trial.forbidden' });
  });

  it('makes a new trial account each time, while free play keeps the device on its own', async () => {
    const device = newDevice();
    const first = valueOf(await trialUser(device));
    expect(valueOf(await trialUser(device)).userName).not.toBe(first.userName);
    valueOf(await callPlatform(platform, contract.session.logout, { token: first.token, merchant: TRIAL }));

    const again = valueOf(await freeplay(device));
    expect(again.userName).toBe(first.userName);
    const elsewhere = valueOf(await freeplay(newDevice()));
    expect(elsewhere.userName).not.toBe(first.userName);
    expect(elsewhere.merchantCode).toBe(TRIAL);
  });

  it('resumes the trial account of the device once its session has expired', async () => {
    const device = newDevice();
    const first = valueOf(await freeplay(device));
    platform.clock.advance(platform.services.config.sessionTtlMs + 1);
    expect(valueOf(await freeplay(device)).userName).toBe(first.userName);
  });

  it('resumes the trial account of the device for its key, ending its own older session', async () => {
    const device = newDevice();
    const key = newKey();
    const first = valueOf(await freeplay(device, key));
    const again = valueOf(await freeplay(device, key));
    expect(again.userName).toBe(first.userName);
    expect(errorOf(await memberInfo(first.token)).errorCode).toBe('login.not.session');
  });

  it('refuses another key, or none, for a device that has one, even with no session live, and the owner plays on', async () => {
    const device = newDevice();
    const owner = valueOf(await freeplay(device, newKey()));
    expect(errorOf(await freeplay(device, newKey()))).toMatchObject({ status: 409, errorCode: 'trial.device.in.use' });
    expect(errorOf(await freeplay(device))).toMatchObject({ status: 409, errorCode: 'trial.device.in.use' });
    expect(valueOf(await memberInfo(owner.token))).toMatchObject({ userName: owner.userName });
    valueOf(await callPlatform(platform, contract.session.logout, { token: owner.token, merchant: TRIAL }));
    expect(errorOf(await freeplay(device, newKey()))).toMatchObject({ status: 409, errorCode: 'trial.device.in.use' });
  });

  it('keeps the key a device gives when it resumes a keyless account, and asks for it from then on', async () => {
    const device = newDevice();
    const legacy = valueOf(await freeplay(device));
    valueOf(await callPlatform(platform, contract.session.logout, { token: legacy.token, merchant: TRIAL }));
    const key = newKey();
    expect(valueOf(await freeplay(device, key)).userName).toBe(legacy.userName);
    expect(errorOf(await freeplay(device, newKey()))).toMatchObject({ status: 409, errorCode: 'trial.device.in.use' });
    expect(valueOf(await freeplay(device, key)).userName).toBe(legacy.userName);
  });

  it('keeps one trial account per device when logins with its key race', async () => {
    const device = newDevice();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => freeplay(device, key)));
    expect(new Set(answers.map((answer) => valueOf(answer).userName)).size).toBe(1);
  });

  it('does not let a known device id take over the trial session playing on it', async () => {
    const device = newDevice();
    const owner = valueOf(await freeplay(device));
    expect(errorOf(await freeplay(device))).toMatchObject({ status: 409, errorCode: 'trial.device.in.use' });
    expect(errorOf(await freeplay(device.toUpperCase()))).toMatchObject({ status: 409, errorCode: 'trial.device.in.use' });
    expect(valueOf(await memberInfo(owner.token))).toMatchObject({ userName: owner.userName });
  });

  it('keeps one trial account per device when its free-play logins race', async () => {
    const device = newDevice();
    const answers = await Promise.all(Array.from({ length: 6 }, () => freeplay(device)));
    const won = answers.filter((answer) => answer.envelope.success);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((each) => !each.envelope.success)) {
      expect(errorOf(answer)).toMatchObject({ status: 409, errorCode: 'trial.device.in.use' });
    }
    const [bound] = await platform.services.db
      .execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM trial_devices WHERE login_device_id = ${device}`)
      .then((result) => (result as unknown as { rows: { count: number }[] }).rows);
    expect(bound!.count).toBe(1);
    const guests = await platform.services.db
      .select({ id: members.id })
      .from(members)
      .where(sql`${members.isTrial} AND ${members.createdAt} >= ${new Date(Date.now() - 60_000).toISOString()}::timestamptz`);
    expect(guests).toHaveLength(1);
  });

  it('keeps the trial account of the device when a new one is made with its id', async () => {
    const device = newDevice();
    const own = valueOf(await freeplay(device));
    valueOf(await callPlatform(platform, contract.session.logout, { token: own.token, merchant: TRIAL }));
    expect(valueOf(await trialUser(device)).userName).not.toBe(own.userName);
    expect(valueOf(await freeplay(device)).userName).toBe(own.userName);
  });

  it('ends a trial session on logout', async () => {
    const { token } = valueOf(await trialUser());
    valueOf(await callPlatform(platform, contract.session.logout, { token, merchant: TRIAL }));
    expect(errorOf(await memberInfo(token)).errorCode).toBe('user.or.token.invalid');
  });

  it('answers the trial account only to trial sessions', async () => {
    const token = await loginToken(platform);
    expect(errorOf(await callPlatform(platform, contract.session.trialAccount, { token })).errorCode).toBe('permission.denied');
  });

  it('refuses free play when the merchant has it off', async () => {
    await platform.services.db
      .update(merchants)
      .set({ modules: sql`${merchants.modules} || '{"FREEPLAY3": false}'::jsonb` })
      .where(eq(merchants.code, 'PLAYDECK'));
    expect(errorOf(await trialUser()).errorCode).toBe('function.not.available');
  });

  it('limits new trial accounts to 10 an hour per IP', async () => {
    for (let i = 0; i < 10; i++) valueOf(await trialUser(newDevice(), 'PLAYDECK', '10.3.0.1'));
    expect(errorOf(await trialUser(newDevice(), 'PLAYDECK', '10.3.0.1'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST' });
  });
});
