import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { members, merchants, sessions } from '../../db/schema';
import { hashToken } from '../../http/authenticate';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../seed/demo-members';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { lastSmsCode, login, newDevice, solveCaptcha } from './session-testing';

describe('session.login', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  async function merchantId(code: string) {
    const [merchant] = await platform.services.db.select().from(merchants).where(eq(merchants.code, code));
    return merchant!.id;
  }

  it('logs a member in with a random token stored only as its hash, for the configured time', async () => {
    const info = valueOf(await login(platform, { username: 'AGENT01' }));
    expect(info).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userName: 'agent01',
      customerType: 1,
      firstTimeLogin: false,
      merchantCode: 'PLAYDECK',
    });
    // The seed's agent tree has logins of its own (never agent01's).
    const stored = (await platform.services.db.select().from(sessions)).filter((row) => !row.tokenHash.startsWith('seeded-login:'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(info.token));
    expect(JSON.stringify(stored)).not.toContain(info.token);
    expect(stored[0]!.expiresAt.getTime()).toBe(platform.clock.now.getTime() + platform.services.config.sessionTtlMs);
  });

  it('leaves one live session when the same member logs in ten times at once', async () => {
    const id = await merchantId('PLAYDECK');
    await platform.services.db
      .update(members)
      .set({ firstTimeLogin: true })
      .where(and(eq(members.merchantId, id), eq(members.username, 'member01')));
    // Ten attempts at once on one account: past the 3 the account's budget admits unseen, each brings a solved captcha.
    const devices = Array.from({ length: 10 }, newDevice);
    const captchas = await Promise.all(devices.map((device) => solveCaptcha(platform, device)));
    const answers = await Promise.all(
      devices.map((device, i) => login(platform, { ip: `10.9.0.${i}`, loginDeviceId: device, captcha: captchas[i] })),
    );
    const tokens = answers.map((answer) => valueOf(answer).token);
    const [member] = await platform.services.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, id), eq(members.username, 'member01')));
    const live = (await platform.services.db.select().from(sessions).where(eq(sessions.memberId, member!.id))).filter(
      (row) => !row.endedAt,
    );
    expect(live).toHaveLength(1);
    expect(tokens.map(hashToken)).toContain(live[0]!.tokenHash);
    expect(member!.firstTimeLogin).toBe(false);
  });

  it('lets every member type log in and answers its type', async () => {
    for (const [index, demo] of DEMO_MEMBERS.entries()) {
      const info = valueOf(await login(platform, { username: demo.username, ip: `10.0.0.${index}` }));
      expect(info.customerType).toBe(demo.type);
    }
  });

  it('answers firstTimeLogin once, on the first login', async () => {
    const id = await merchantId('PLAYDECK');
    await platform.services.db
      .update(members)
      .set({ firstTimeLogin: true })
      .where(and(eq(members.merchantId, id), eq(members.username, 'member01')));
    expect(valueOf(await login(platform)).firstTimeLogin).toBe(true);
    expect(valueOf(await login(platform)).firstTimeLogin).toBe(false);
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const wrongPassword = errorOf(await login(platform, { password: 'Wrong9999' }));
    const unknownUser = errorOf(await login(platform, { username: 'nobody99' }));
    expect(wrongPassword).toEqual({ status: 400, errorCode: 'login.password.error', value: null });
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('answers USER_NOT_EXIST only to the right password of a disabled account', async () => {
    const id = await merchantId('PLAYDECK');
    await platform.services.db
      .update(members)
      .set({ status: 'disabled' })
      .where(and(eq(members.merchantId, id), eq(members.username, 'member01')));
    expect(errorOf(await login(platform)).errorCode).toBe('USER_NOT_EXIST');
    expect(errorOf(await login(platform, { password: 'Wrong9999' })).errorCode).toBe('login.password.error');
  });

  it('demands a captcha after 3 failures on an account, checks it, and spends it on a wrong answer', async () => {
    const device = newDevice();
    const fail = () => login(platform, { password: 'Wrong9999', loginDeviceId: device });
    expect(errorOf(await fail()).value).toBeNull();
    expect(errorOf(await fail()).value).toBeNull();
    expect(errorOf(await fail())).toMatchObject({ errorCode: 'login.password.error', value: { captcha: true } });

    expect(errorOf(await login(platform, { loginDeviceId: device }))).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    const answer = await solveCaptcha(platform, device);
    const wrongAnswer = answer === '00000' ? '11111' : '00000';
    expect(errorOf(await login(platform, { loginDeviceId: device, captcha: wrongAnswer }))).toMatchObject({
      errorCode: 'captcha.error',
      value: { captcha: true },
    });
    // One guess per image: the right answer to the spent image no longer works.
    expect(errorOf(await login(platform, { loginDeviceId: device, captcha: answer })).errorCode).toBe('captcha.error');
    // Another device's captcha does not count for this one.
    const otherDevice = newDevice();
    const otherAnswer = await solveCaptcha(platform, otherDevice);
    expect(errorOf(await login(platform, { loginDeviceId: device, captcha: otherAnswer })).errorCode).toBe('captcha.error');

    const info = valueOf(await login(platform, { loginDeviceId: device, captcha: await solveCaptcha(platform, device) }));
    expect(info.userName).toBe('member01');
  });

  it('demands a captcha from an IP that failed on 3 accounts, and from that IP only', async () => {
    for (const username of ['member01', 'agent01', 'agent02']) await login(platform, { username, password: 'Wrong9999', ip: '10.1.1.1' });
    expect(errorOf(await login(platform, { username: 'type04', ip: '10.1.1.1' })).errorCode).toBe('captcha.required');
    expect(valueOf(await login(platform, { username: 'type04', ip: '10.1.1.2' })).userName).toBe('type04');
  });

  it('forgets failures after 15 minutes', async () => {
    for (let i = 0; i < 3; i++) await login(platform, { password: 'Wrong9999' });
    platform.clock.advance(15 * 60_000 + 1000);
    expect(valueOf(await login(platform)).userName).toBe('member01');
  });

  it('keeps merchants apart: an account of LUCKYSTAR does not exist on PLAYDECK', async () => {
    await platform.services.db.insert(members).values({
      merchantId: await merchantId('LUCKYSTAR'),
      username: 'luckyonly',
      passwordHash: await platform.services.passwords.hash(DEMO_PASSWORD),
    });
    expect(valueOf(await login(platform, { username: 'luckyonly', merchant: 'LUCKYSTAR' })).merchantCode).toBe('LUCKYSTAR');
    expect(errorOf(await login(platform, { username: 'luckyonly', merchant: 'PLAYDECK' })).errorCode).toBe('login.password.error');
  });

  it('logs in by mobile number and SMS code where the merchant offers it', async () => {
    const merchant = 'LUCKYSTAR';
    const mobile = { countryDialingCode: '+84', mobileNum: '0900000000' };
    valueOf(
      await callPlatform(platform, contract.session.smsNoLogin, { merchant, body: { countryDialingCode: '+84', mobileNo: '0900000000' } }),
    );
    const code = await lastSmsCode(platform, '+84900000000', merchant);
    const wrong = code === '000000' ? '111111' : '000000';
    const sms = (verificationCode: string, onMerchant = merchant) =>
      callPlatform(platform, contract.session.login, {
        merchant: onMerchant,
        body: { type: 'sms', ...mobile, verificationCode, loginDeviceId: newDevice() },
      });
    expect(errorOf(await sms(wrong)).errorCode).toBe('sms.code.error');
    expect(valueOf(await sms(code))).toMatchObject({ userName: 'member01', merchantCode: 'LUCKYSTAR' });
    expect(errorOf(await sms(code)).errorCode).toBe('sms.code.error');
    // PLAYDECK has MOBILEVERCODELOGIN3 off.
    expect(errorOf(await sms(code, 'PLAYDECK')).errorCode).toBe('function.not.available');
  });

  it('refuses a firebase login without a channel or with a token that does not verify, and logins on a free-play merchant', async () => {
    const noChannel = await callPlatform(platform, contract.session.login, {
      body: { type: 'firebase', firebaseIdToken: 'x', loginDeviceId: newDevice() },
    });
    expect(errorOf(noChannel).errorCode).toBe('request_param_err');
    const forged = await callPlatform(platform, contract.session.login, {
      body: { type: 'firebase', firebaseChannel: 'sms', firebaseIdToken: 'x', loginDeviceId: newDevice() },
    });
    expect(errorOf(forged).errorCode).toBe('identity.token.invalid');
    expect(errorOf(await login(platform, { merchant: 'PLAYDECKtrial' })).errorCode).toBe('function.not.available');
  });

  it('refuses an encrypted body without its X- headers as request_body_required', async () => {
    const bare = await platform.app.inject({
      method: 'POST',
      url: contract.session.login.path,
      headers: { merchant: 'PLAYDECK', 'content-type': 'application/json', encryption: 'abcdef' },
      payload: JSON.stringify({ value: 'U2FsdGVk' }),
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
    const plain = await platform.app.inject({
      method: 'POST',
      url: contract.session.login.path,
      headers: { merchant: 'PLAYDECK', 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'username', username: 'member01', password: DEMO_PASSWORD, loginDeviceId: newDevice() }),
    });
    expect(plain.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });
});
