import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { buildPlatformApp } from '../../app';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { devCalls } from './dev-calls';
import { lastSmsCode, newDevice, readOutbox, solveCaptcha } from './session-testing';

describe('SMS codes', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  // Demo member01 has +84 900000000 on every merchant.
  const MEMBER_PHONE = '+84900000000';
  const noLogin = (mobileNo = '0900000000') =>
    callPlatform(platform, contract.session.smsNoLogin, { body: { countryDialingCode: '84', mobileNo } });
  const setPassword = (verificationCode: string) =>
    callPlatform(platform, contract.session.setPasswordByPhone, {
      body: { countryDialingCode: '84', mobileNum: '900000000', verificationCode, newPassword: 'Fresh5678' },
    });

  it('sends a 6-digit code to the outbox and answers when another may be asked for', async () => {
    const { expirationTime } = valueOf(await noLogin());
    expect(expirationTime).toBe(platform.clock.now.getTime() + 60_000);
    const [message] = await readOutbox(platform, MEMBER_PHONE);
    expect(message).toMatchObject({ channel: 'sms', recipient: MEMBER_PHONE, body: expect.stringMatching(/\b\d{6}\b/) });
    // However the number is typed, the outbox finds it; without a recipient it lists the merchant's newest.
    expect(await readOutbox(platform, '84 900 000 000')).toHaveLength(1);
    expect(valueOf(await callPlatform(platform, devCalls.outbox, { query: {} }))).toEqual([message]);
    expect(valueOf(await callPlatform(platform, devCalls.outbox, { merchant: 'LUCKYSTAR', query: {} }))).toEqual([]);
  });

  it('refuses a second code within 60 seconds, then replaces the first', async () => {
    valueOf(await noLogin());
    const first = await lastSmsCode(platform, MEMBER_PHONE);
    platform.clock.advance(30_000);
    expect(errorOf(await noLogin())).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 30 } });
    platform.clock.advance(31_000);
    valueOf(await noLogin());
    const second = await lastSmsCode(platform, MEMBER_PHONE);
    expect(await readOutbox(platform, MEMBER_PHONE)).toHaveLength(2);
    if (second !== first) expect(errorOf(await setPassword(first)).errorCode).toBe('sms.code.error');
    expect(valueOf(await setPassword(second)).userName).toBe('member01');
  });

  it('sends at most 5 codes an hour to one number', async () => {
    for (let i = 0; i < 5; i++) {
      valueOf(await noLogin());
      platform.clock.advance(61_000);
    }
    expect(errorOf(await noLogin())).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST' });
  });

  it('keeps a code for 5 minutes and 5 tries', async () => {
    valueOf(await noLogin());
    const code = await lastSmsCode(platform, MEMBER_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(errorOf(await setPassword(wrong)).errorCode).toBe('sms.code.error');
    expect(errorOf(await setPassword(code)).errorCode).toBe('sms.code.error');

    platform.clock.advance(61_000);
    valueOf(await noLogin());
    const late = await lastSmsCode(platform, MEMBER_PHONE);
    platform.clock.advance(5 * 60_000);
    expect(errorOf(await setPassword(late)).errorCode).toBe('sms.code.error');
  });

  it('compares at most 5 of the tries sent at once, so the right code among 20 is not reached', async () => {
    valueOf(await noLogin());
    const code = await lastSmsCode(platform, MEMBER_PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const RIGHT = 15;
    // From 20 addresses, so only the code's own tries limit them.
    const tries = Array.from({ length: 20 }, (_, i) =>
      callPlatform(platform, contract.session.setPasswordByPhone, {
        ip: `192.0.2.${100 + i}`,
        body: { countryDialingCode: '84', mobileNum: '900000000', verificationCode: i === RIGHT ? code : wrong, newPassword: 'Fresh5678' },
      }),
    );
    const answers = await Promise.all(tries);
    expect(answers.map((answer) => errorOf(answer).errorCode)).toEqual(Array(20).fill('sms.code.error'));
    // The 5 tries are spent: the right code no longer works either.
    expect(errorOf(await setPassword(code)).errorCode).toBe('sms.code.error');
  });

  it('answers alike for a number without an account, and sends it nothing', async () => {
    const known = valueOf(await noLogin());
    const unknown = valueOf(await noLogin('0999999999'));
    expect(Object.keys(unknown)).toEqual(Object.keys(known));
    expect(await readOutbox(platform, '+84999999999')).toEqual([]);
    expect(errorOf(await noLogin('0999999999')).errorCode).toBe('TOO_MANY_REQUEST');
  });

  it('sends registration codes only for a solved captcha', async () => {
    const loginDeviceId = newDevice();
    const send = (challenge: string) =>
      callPlatform(platform, contract.session.smsRegister, {
        merchant: 'LUCKYSTAR',
        body: { countryDialingCode: '84', mobileNo: '0912345678', loginDeviceId, challenge },
      });
    const answer = await solveCaptcha(platform, loginDeviceId, 'LUCKYSTAR');
    expect(errorOf(await send(answer === '00000' ? '11111' : '00000'))).toMatchObject({
      errorCode: 'captcha.error',
      value: { captcha: true },
    });
    expect(await readOutbox(platform, '+84912345678', 'LUCKYSTAR')).toEqual([]);
    valueOf(await send(await solveCaptcha(platform, loginDeviceId, 'LUCKYSTAR')));
    expect(await readOutbox(platform, '+84912345678', 'LUCKYSTAR')).toHaveLength(1);
  });

  it('refuses a request without a mobile number', async () => {
    const result = await callPlatform(platform, contract.session.smsNoLogin, { body: { countryDialingCode: '84' } });
    expect(errorOf(result).errorCode).toBe('request_param_err');
  });

  it('keeps the outbox unreadable in production mode', async () => {
    valueOf(await noLogin());
    const app = await buildPlatformApp({
      ...platform.services,
      config: { ...platform.services.config, mode: 'production', outboxReadable: false },
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/__dev/outbox?recipient=${encodeURIComponent(MEMBER_PHONE)}`,
        headers: { merchant: 'PLAYDECK' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    } finally {
      await app.close();
    }
  });
});
