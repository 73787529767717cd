import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract, type BodyOf } from '@playdeck/api';
import { setLoginVerification } from '../../admin/login-verification-actions';
import { setModule } from '../../admin/admin-actions';
import { members, merchants } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { lastSmsCode, login, newDevice, phoneAuthToken, solveCaptcha } from './session-testing';

type RegisterBody = BodyOf<typeof contract.session.register>;

/*
 * A phone-auth token (spec section 3: firebaseChannel sms, firebaseIdToken) proves a number in place of the
 * platform's own SMS code: at registration by mobile number, at set password by phone, and at a login that
 * needs verification (LOGINPHONEVERIF3, or one member's switch from the admin command).
 */
describe('phone auth in place of the SMS code', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  describe('registration by mobile number (LUCKYSTAR)', () => {
    const merchant = 'LUCKYSTAR';
    async function mobileBody(extra: Partial<RegisterBody>): Promise<RegisterBody> {
      const loginDeviceId = newDevice();
      return {
        loginDeviceId,
        countryDialingCode: '+84',
        mobileNum: '0912 345 678',
        captcha: await solveCaptcha(platform, loginDeviceId, merchant),
        ...extra,
      };
    }
    const registerMobile = (body: RegisterBody) => callPlatform(platform, contract.session.registerMobile, { merchant, body });

    it('registers the number with a token for it, without an SMS code even where the code is the credential', async () => {
      await setModule(platform.services, 'MOBILENUMPASSREG3', false, merchant);
      const token = phoneAuthToken(platform, '+84912345678', merchant);
      const info = valueOf(await registerMobile(await mobileBody({ firebaseChannel: 'sms', firebaseIdToken: token })));
      expect(info).toMatchObject({ userName: '84912345678', merchantCode: merchant });
      const [merchantRow] = await platform.services.db.select().from(merchants).where(eq(merchants.code, merchant));
      const [member] = await platform.services.db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantRow!.id), eq(members.username, '84912345678')));
      expect(member).toMatchObject({ countryDialingCode: '84', mobile: '912345678' });
      // The same number again is taken, token or not.
      expect(errorOf(await registerMobile(await mobileBody({ firebaseChannel: 'sms', firebaseIdToken: token }))).errorCode).toBe(
        'mobile.exists',
      );
    });

    it("refuses a token for another number, another merchant's token, and a token of another channel", async () => {
      const passwords = { password: 'Secret123', confirmPassword: 'Secret123' };
      const refusal = async (extra: Partial<RegisterBody>) => errorOf(await registerMobile(await mobileBody({ ...passwords, ...extra })));
      expect(
        (await refusal({ firebaseChannel: 'sms', firebaseIdToken: phoneAuthToken(platform, '+84912345679', merchant) })).errorCode,
      ).toBe('identity.token.invalid');
      expect((await refusal({ firebaseChannel: 'sms', firebaseIdToken: phoneAuthToken(platform, '+84912345678') })).errorCode).toBe(
        'identity.token.invalid',
      );
      const google = await refusal({ firebaseChannel: 'google', firebaseIdToken: phoneAuthToken(platform, '+84912345678', merchant) });
      expect(google).toMatchObject({ errorCode: 'request_param_err', value: { field: 'firebaseChannel' } });
      // Without the token the SMS code is asked for, as before.
      await setModule(platform.services, 'MOBILENUMPASSREG3', false, merchant);
      expect((await registerMobile(await mobileBody({}))).envelope.message).toBe('verificationCode: required');
    });
  });

  describe('set password by phone', () => {
    const setByPhone = (body: Partial<BodyOf<typeof contract.session.setPasswordByPhone>>) =>
      callPlatform(platform, contract.session.setPasswordByPhone, {
        body: { countryDialingCode: '+84', mobileNum: '0900000000', newPassword: 'Fresh5678', ...body },
      });

    it("sets the password of the token's number and logs the member in with it", async () => {
      // Demo member01 has +84 900000000 on every merchant.
      const info = valueOf(await setByPhone({ firebaseIdToken: phoneAuthToken(platform, '+84900000000') }));
      expect(info).toMatchObject({ userName: 'member01', merchantCode: 'PLAYDECK' });
      expect(valueOf(await login(platform, { password: 'Fresh5678' })).userName).toBe('member01');
      expect(errorOf(await login(platform, { password: DEMO_PASSWORD })).errorCode).toBe('login.password.error');
    });

    it('refuses a token for another number, the same password, a number without an account, and neither code nor token', async () => {
      expect(errorOf(await setByPhone({ firebaseIdToken: phoneAuthToken(platform, '+84900000001') })).errorCode).toBe(
        'identity.token.invalid',
      );
      const token = phoneAuthToken(platform, '+84900000000');
      expect(errorOf(await setByPhone({ firebaseIdToken: token, newPassword: DEMO_PASSWORD })).errorCode).toBe('modify.new.old.same');
      expect(
        errorOf(await setByPhone({ mobileNum: '0911111111', firebaseIdToken: phoneAuthToken(platform, '+84911111111') })).errorCode,
      ).toBe('USER_NOT_EXIST');
      expect(errorOf(await setByPhone({}))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'verificationCode' } });
      expect(valueOf(await login(platform)).userName).toBe('member01');
    });

    it('still takes the SMS code without a token', async () => {
      valueOf(await callPlatform(platform, contract.session.smsNoLogin, { body: { countryDialingCode: '84', mobileNum: '900000000' } }));
      const code = await lastSmsCode(platform, '+84900000000');
      expect(valueOf(await setByPhone({ verificationCode: code })).userName).toBe('member01');
    });
  });

  describe("login verification switched for one member (admin command 'login-verification')", () => {
    it('asks that member alone to verify the number, until switched off again', async () => {
      const state = await setLoginVerification(platform.services, { merchant: 'PLAYDECK', username: 'member01', on: true });
      expect(state).toEqual({ merchant: 'PLAYDECK', username: 'member01', loginPhoneVerification: true, mobile: '+84900000000' });
      expect(errorOf(await login(platform))).toMatchObject({
        errorCode: 'login_verify_required',
        value: { countryDialingCode: '84', mobileNum: '900000000' },
      });
      // The same member on another merchant, and other members, are not asked.
      expect(valueOf(await login(platform, { merchant: 'LUCKYSTAR' })).userName).toBe('member01');
      expect(valueOf(await login(platform, { username: 'team01' })).userName).toBe('team01');

      const verified = await callPlatform(platform, contract.session.login, {
        body: {
          type: 'username',
          username: 'member01',
          password: DEMO_PASSWORD,
          loginDeviceId: newDevice(),
          firebaseChannel: 'sms',
          firebaseIdToken: phoneAuthToken(platform, '+84900000000'),
        },
      });
      expect(valueOf(verified).userName).toBe('member01');

      await setLoginVerification(platform.services, { merchant: 'PLAYDECK', username: 'member01', on: false });
      expect(valueOf(await login(platform)).userName).toBe('member01');
    });

    it('names an unknown member', async () => {
      await expect(setLoginVerification(platform.services, { merchant: 'PLAYDECK', username: 'nobody99', on: true })).rejects.toThrow(
        /no member nobody99 on PLAYDECK/,
      );
    });
  });
});
