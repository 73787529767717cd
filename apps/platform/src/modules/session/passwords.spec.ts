import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { sessions } from '../../db/schema';
import { hashToken } from '../../http/authenticate';
import { newSessionToken } from '../../security/secrets';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { lastSmsCode, login, loginToken, readOutbox } from './session-testing';

describe('passwords', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const memberInfo = (token: string) => callPlatform(platform, contract.session.memberInfo, { token });

  describe('change password', () => {
    const change = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      callPlatform(platform, contract.session.changePassword, { token, body: { oldPassword, newPassword, confirmNewPassword } });

    it("changes it, keeps this session and ends the member's others", async () => {
      const token = await loginToken(platform);
      // A login ends older sessions itself, so a second live session is written directly.
      const other = newSessionToken();
      const [mine] = await platform.services.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      await platform.services.db.insert(sessions).values({ ...mine!, id: undefined, tokenHash: hashToken(other) });
      expect(valueOf(await memberInfo(other)).userName).toBe('member01');

      valueOf(await change(token, DEMO_PASSWORD, 'Fresh5678'));
      expect(valueOf(await memberInfo(token)).userName).toBe('member01');
      expect(errorOf(await memberInfo(other)).errorCode).toBe('user.or.token.invalid');
      expect(errorOf(await login(platform)).errorCode).toBe('login.password.error');
      expect(valueOf(await login(platform, { password: 'Fresh5678' })).userName).toBe('member01');
    });

    it('refuses the same password, a wrong old one, a mismatched confirmation and a weak new one', async () => {
      const token = await loginToken(platform);
      expect(errorOf(await change(token, DEMO_PASSWORD, DEMO_PASSWORD)).errorCode).toBe('modify.new.old.same');
      expect(errorOf(await change(token, 'Wrong9999', 'Fresh5678')).errorCode).toBe('old.password.error');
      expect(errorOf(await change(token, DEMO_PASSWORD, 'Fresh5678', 'Fresh5679')).errorCode).toBe('password.confirm.mismatch');
      const weak = await change(token, DEMO_PASSWORD, 'short');
      expect(errorOf(weak).errorCode).toBe('request_param_err');
      expect(weak.envelope.message).toMatch(/^newPassword: /);
      expect(valueOf(await login(platform, { ip: '10.0.0.9' })).userName).toBe('member01');
    });

    it('needs a session', async () => {
      const result = await callPlatform(platform, contract.session.changePassword, {
        body: { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
      });
      expect(errorOf(result)).toMatchObject({ status: 401, errorCode: 'user.or.token.invalid' });
    });
  });

  describe('set password by phone', () => {
    const setByPhone = (verificationCode: string, newPassword = 'Fresh5678') =>
      callPlatform(platform, contract.session.setPasswordByPhone, {
        body: { countryDialingCode: '+84', mobileNum: '0900000000', verificationCode, newPassword },
      });
    async function sendCode() {
      valueOf(await callPlatform(platform, contract.session.smsNoLogin, { body: { countryDialingCode: '84', mobileNum: '900000000' } }));
      return lastSmsCode(platform, '+84900000000');
    }

    it('refuses the 11th wrong code in 15 minutes from one address, right code or not, until the window ends', async () => {
      for (let i = 0; i < 10; i++) expect(errorOf(await setByPhone('000000')).errorCode).toBe('sms.code.error');
      expect(errorOf(await setByPhone(await sendCode()))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST' });
      platform.clock.advance(15 * 60_000 + 1000);
      valueOf(await setByPhone(await sendCode()));
    });

    it('sets the new password and logs the member in with it, ending older sessions', async () => {
      const old = await loginToken(platform);
      const code = await sendCode();
      const info = valueOf(await setByPhone(code));
      expect(info).toMatchObject({ userName: 'member01', merchantCode: 'PLAYDECK', customerType: 0 });
      expect(valueOf(await memberInfo(info.token)).userName).toBe('member01');
      expect(errorOf(await memberInfo(old)).errorCode).toBe('user.or.token.invalid');
      expect(valueOf(await login(platform, { password: 'Fresh5678' })).userName).toBe('member01');
    });

    it('refuses a wrong code, and keeps the code for another try after modify.new.old.same', async () => {
      const code = await sendCode();
      expect(errorOf(await setByPhone(code === '000000' ? '111111' : '000000')).errorCode).toBe('sms.code.error');
      expect(errorOf(await setByPhone(code, DEMO_PASSWORD)).errorCode).toBe('modify.new.old.same');
      expect(valueOf(await setByPhone(code)).userName).toBe('member01');
    });
  });

  describe('forgot password', () => {
    const forgot = (username: string, email: string) =>
      callPlatform(platform, contract.session.forgotPassword, { body: { username, email } });
    const EMAIL = 'member01@demo.playdeck.test';

    async function temporaryPassword() {
      const [mail] = await readOutbox(platform, EMAIL);
      return mail!.body.match(/temporary password within \d+ minutes: (\S+)/)![1]!;
    }

    it('e-mails a temporary password that replaces the old one when used', async () => {
      valueOf(await forgot('member01', 'MEMBER01@demo.playdeck.test'));
      const [mail] = await readOutbox(platform, EMAIL);
      expect(mail).toMatchObject({ channel: 'email', recipient: EMAIL });
      const temporary = await temporaryPassword();
      expect(valueOf(await login(platform, { password: temporary })).userName).toBe('member01');
      expect(errorOf(await login(platform)).errorCode).toBe('login.password.error');
      expect(valueOf(await login(platform, { password: temporary })).userName).toBe('member01');
    });

    it('leaves the old password working, and the temporary one lapses after 30 minutes', async () => {
      valueOf(await forgot('member01', EMAIL));
      const temporary = await temporaryPassword();
      platform.clock.advance(30 * 60_000 + 1000);
      expect(errorOf(await login(platform, { password: temporary })).errorCode).toBe('login.password.error');
      expect(valueOf(await login(platform)).userName).toBe('member01');
    });

    it('answers a wrong e-mail and an unknown user alike, sending nothing', async () => {
      expect(errorOf(await forgot('member01', 'someone@else.test')).errorCode).toBe('email.not.match');
      expect(errorOf(await forgot('nobody99', EMAIL)).errorCode).toBe('email.not.match');
      expect(await readOutbox(platform, EMAIL)).toEqual([]);
      expect(await readOutbox(platform, 'someone@else.test')).toEqual([]);
    });

    it('counts wrong pairs, not e-mails sent: the 11th wrong pair in an hour from one address is refused', async () => {
      const fromNat = (username: string, email: string) =>
        callPlatform(platform, contract.session.forgotPassword, { body: { username, email }, ip: '100.64.0.2' });
      for (let i = 0; i < 5; i++) valueOf(await fromNat('member01', EMAIL));
      for (let i = 0; i < 10; i++) expect(errorOf(await fromNat(`nobody${i}`, EMAIL)).errorCode).toBe('email.not.match');
      const refused = await fromNat('agent01', 'agent01@demo.playdeck.test');
      expect(errorOf(refused)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 3600 } });
      expect(refused.headers['retry-after']).toBe('3600');
    });

    it('sends one account at most 5 e-mails an hour', async () => {
      for (let i = 0; i < 5; i++) valueOf(await forgot('member01', EMAIL));
      expect(errorOf(await forgot('member01', EMAIL))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST' });
    });

    it('refuses a malformed e-mail', async () => {
      expect(errorOf(await forgot('member01', 'not-an-email')).errorCode).toBe('request_param_err');
    });
  });
});
