import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract, type BodyOf } from '@playdeck/api';
import { memberRegistrations, members, merchants, registerFieldRules } from '../../db/schema';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { setModule } from '../../admin/admin-actions';
import { lastSmsCode, login, newDevice, solveCaptcha } from './session-testing';

type RegisterBody = BodyOf<typeof contract.session.register>;

describe('registration', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  async function merchantId(code: string) {
    const [merchant] = await platform.services.db.select().from(merchants).where(eq(merchants.code, code));
    return merchant!.id;
  }

  async function memberNamed(merchant: string, username: string) {
    const [member] = await platform.services.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, await merchantId(merchant)), eq(members.username, username)));
    return member;
  }

  /** A valid PLAYDECK registration by user name, with a solved captcha. */
  async function usernameBody(overrides: Partial<RegisterBody> = {}): Promise<RegisterBody> {
    const loginDeviceId = newDevice();
    return {
      loginDeviceId,
      registerMethod: 'PWA',
      registerUrl: 'm.playdeck.test',
      domain: 'playdeck.test',
      type: 0,
      username: 'newplayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: await solveCaptcha(platform, loginDeviceId),
      email: '',
      nickname: 'Newbie',
      ...overrides,
    };
  }
  const register = (body: RegisterBody, merchant?: string) => callPlatform(platform, contract.session.register, { body, merchant });

  it("answers each merchant's field rules from its whitelabel flags", async () => {
    const playdeck = valueOf(await callPlatform(platform, contract.session.registerSettings));
    expect(playdeck['username']).toEqual({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z0-9]+$',
      minLength: 6,
      maxLength: 16,
      patternId: 'username',
    });
    expect(playdeck['mobileNum']).toMatchObject({ enabled: false, required: false });
    expect(playdeck['captcha']).toMatchObject({ enabled: true, required: true });
    const lucky = valueOf(await callPlatform(platform, contract.session.registerSettings, { merchant: 'LUCKYSTAR' }));
    expect(lucky['username']).toMatchObject({ enabled: false });
    expect(lucky['mobileNum']).toMatchObject({ enabled: true, required: true });
    expect(lucky['verificationCode']).toMatchObject({ enabled: true, required: true });
  });

  it('registers a member by user name, records how, and logs it in', async () => {
    const body = await usernameBody();
    const info = valueOf(await register(body));
    expect(info).toEqual({
      token: expect.any(String),
      userName: 'newplayer1',
      customerType: 0,
      firstTimeLogin: true,
      merchantCode: 'PLAYDECK',
    });
    const me = valueOf(await callPlatform(platform, contract.session.memberInfo, { token: info.token }));
    expect(me).toMatchObject({ userName: 'newplayer1', nickname: 'Newbie', type: 0 });

    const member = (await memberNamed('PLAYDECK', 'newplayer1'))!;
    expect(member.passwordHash).not.toContain('Secret123');
    const [registration] = await platform.services.db.select().from(memberRegistrations).where(eq(memberRegistrations.memberId, member.id));
    expect(registration).toMatchObject({
      registerMethod: 'PWA',
      registerUrl: 'm.playdeck.test',
      domain: 'playdeck.test',
      loginDeviceId: body.loginDeviceId,
    });

    const again = valueOf(await login(platform, { username: 'newplayer1', password: 'Secret123' }));
    expect(again.firstTimeLogin).toBe(false);
  });

  it('registers under the agent whose invitation code is given, and refuses an unknown code', async () => {
    valueOf(await register(await usernameBody({ affiliateCode: 'playdeck-agent01' })));
    const agent = await memberNamed('PLAYDECK', 'agent01');
    expect((await memberNamed('PLAYDECK', 'newplayer1'))!.parentId).toBe(agent!.id);
    // LUCKYSTAR's agent code means nothing on PLAYDECK.
    expect(errorOf(await register(await usernameBody({ username: 'newplayer2', affiliateCode: 'LUCKYSTAR-AGENT01' }))).errorCode).toBe(
      'invitation.code.invalid',
    );
  });

  it('refuses a user name that is taken, whatever its case', async () => {
    expect(errorOf(await register(await usernameBody({ username: 'MEMBER01' }))).errorCode).toBe('username.exists');
  });

  it("checks each field against the merchant's rules, naming the field", async () => {
    const body = await usernameBody();
    const refusal = async (overrides: Partial<RegisterBody>) => {
      const error = await register({ ...body, ...overrides });
      const { errorCode, value } = errorOf(error);
      // The refusal names the field in its value too, so the form can focus it.
      expect(value).toMatchObject({ field: error.envelope.message?.split(':')[0] });
      return { errorCode, message: error.envelope.message };
    };
    expect(await refusal({ username: '' })).toEqual({ errorCode: 'request_param_err', message: 'username: required' });
    expect(await refusal({ username: 'bad name!' })).toEqual({ errorCode: 'request_param_err', message: 'username: reg_pattern_username' });
    expect(await refusal({ username: 'abc' })).toMatchObject({
      errorCode: 'request_param_err',
      message: expect.stringMatching(/^username: reg_pattern_username \(length 6-16\)/),
    });
    expect(await refusal({ password: 'lettersonly', confirmPassword: 'lettersonly' })).toEqual({
      errorCode: 'request_param_err',
      message: 'password: reg_pattern_password',
    });
    expect(await refusal({ email: 'not-an-email' })).toEqual({ errorCode: 'request_param_err', message: 'email: reg_pattern_email' });
    expect(await refusal({ confirmPassword: 'Secret124' })).toMatchObject({ errorCode: 'password.confirm.mismatch' });
    expect((await refusal({ registerMethod: 'DESKTOP' as 'H5' })).errorCode).toBe('request_param_err');
    // None of these spent the captcha.
    expect(valueOf(await register(body)).userName).toBe('newplayer1');
  });

  it('follows rule changes made in the database, and ignores disabled fields', async () => {
    const id = await merchantId('PLAYDECK');
    await platform.services.db
      .update(registerFieldRules)
      .set({ required: true })
      .where(and(eq(registerFieldRules.merchantId, id), eq(registerFieldRules.field, 'email')));
    await platform.services.db
      .update(registerFieldRules)
      .set({ enabled: false })
      .where(and(eq(registerFieldRules.merchantId, id), eq(registerFieldRules.field, 'nickname')));
    expect(valueOf(await callPlatform(platform, contract.session.registerSettings))['email']).toMatchObject({ required: true });

    const body = await usernameBody();
    expect((await register(body)).envelope.message).toBe('email: required');
    valueOf(await register({ ...body, email: 'New.Player@example.com' }));
    expect(await memberNamed('PLAYDECK', 'newplayer1')).toMatchObject({ email: 'New.Player@example.com', nickname: null });
  });

  it('needs the captcha when the rules do', async () => {
    expect(errorOf(await register(await usernameBody({ captcha: undefined })))).toMatchObject({
      errorCode: 'captcha.required',
      value: { captcha: true },
    });
    const body = await usernameBody();
    expect(errorOf(await register({ ...body, captcha: body.captcha === '00000' ? '11111' : '00000' })).errorCode).toBe('captcha.error');
  });

  it('refuses a registration method the merchant has off', async () => {
    expect(errorOf(await callPlatform(platform, contract.session.registerMobile, { body: await usernameBody() })).errorCode).toBe(
      'function.not.available',
    );
    expect(errorOf(await register(await usernameBody(), 'LUCKYSTAR')).errorCode).toBe('function.not.available');
  });

  it('limits registrations to 10 an hour per IP, saying when to come back (body and Retry-After)', async () => {
    const body = await usernameBody({ username: '' });
    for (let i = 0; i < 10; i++) expect(errorOf(await register(body)).errorCode).toBe('request_param_err');
    const refused = await register(body);
    expect(errorOf(refused)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 3600 } });
    expect(refused.headers['retry-after']).toBe('3600');
  });

  describe('by mobile number with an SMS code (LUCKYSTAR)', () => {
    const merchant = 'LUCKYSTAR';
    const phone = { countryDialingCode: '+84', mobileNum: '0912 345 678' };

    async function sendCode(mobileNo = phone.mobileNum) {
      const loginDeviceId = newDevice();
      const challenge = await solveCaptcha(platform, loginDeviceId, merchant);
      return callPlatform(platform, contract.session.smsRegister, {
        merchant,
        body: { countryDialingCode: '84', mobileNo, loginDeviceId, challenge },
      });
    }
    async function mobileBody(verificationCode: string): Promise<RegisterBody> {
      const loginDeviceId = newDevice();
      return {
        loginDeviceId,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        ...phone,
        verificationCode,
        captcha: await solveCaptcha(platform, loginDeviceId, merchant),
      };
    }
    const registerMobile = (body: RegisterBody) => callPlatform(platform, contract.session.registerMobile, { merchant, body });

    it('registers the number once its code is given, known by its full number', async () => {
      expect(valueOf(await sendCode()).expirationTime).toBe(platform.clock.now.getTime() + 60_000);
      const code = await lastSmsCode(platform, '+84912345678', merchant);
      expect(errorOf(await registerMobile(await mobileBody(code === '000000' ? '111111' : '000000'))).errorCode).toBe('sms.code.error');
      const info = valueOf(await registerMobile(await mobileBody(code)));
      expect(info).toMatchObject({ userName: '84912345678', merchantCode: 'LUCKYSTAR', firstTimeLogin: true });
      expect(await memberNamed(merchant, '84912345678')).toMatchObject({ countryDialingCode: '84', mobile: '912345678' });
      expect(errorOf(await registerMobile(await mobileBody(code))).errorCode).toBe('mobile.exists');
    });

    it('MOBILENUMPASSREG3 decides whether a password comes with the number: on, it is required; off, the code alone registers', async () => {
      const { password: _password, confirmPassword: _confirm, ...withoutPassword } = await mobileBody('123456');
      expect((await registerMobile(withoutPassword)).envelope.message).toBe('password: required');

      await setModule(platform.services, 'MOBILENUMPASSREG3', false, merchant);
      await sendCode();
      const code = await lastSmsCode(platform, '+84912345678', merchant);
      const { password: _p, confirmPassword: _c, ...bareBody } = await mobileBody('');
      expect((await registerMobile(bareBody)).envelope.message).toBe('verificationCode: required');
      const info = valueOf(await registerMobile({ ...bareBody, verificationCode: code }));
      expect(info).toMatchObject({ userName: '84912345678', merchantCode: 'LUCKYSTAR' });
      // No password was chosen: the code is no password either.
      expect(errorOf(await login(platform, { username: '84912345678', password: code, merchant })).errorCode).toBe('login.password.error');
    });

    it('needs the code, and refuses a number that already has an account', async () => {
      expect((await registerMobile(await mobileBody(''))).envelope.message).toBe('verificationCode: required');
      // Demo member01 has +84 900000000 on every merchant.
      expect(errorOf(await sendCode('0900000000')).errorCode).toBe('mobile.exists');
    });
  });

  describe('form checks', () => {
    const affiliate = (affiliateCode: string, merchant?: string) =>
      callPlatform(platform, contract.session.checkAffiliate, { merchant, query: { affiliateCode } });
    const username = (name: string) => callPlatform(platform, contract.session.checkUsername, { query: { username: name } });

    it('checks an invitation code on its merchant', async () => {
      expect(valueOf(await affiliate('PLAYDECK-AGENT01'))).toBeNull();
      expect(valueOf(await affiliate('playdeck-agent02'))).toBeNull();
      expect(errorOf(await affiliate('NOPE-123')).errorCode).toBe('invitation.code.invalid');
      expect(errorOf(await affiliate('PLAYDECK-AGENT01', 'LUCKYSTAR')).errorCode).toBe('invitation.code.invalid');
    });

    it('checks a user name: free, taken, or against the rules', async () => {
      expect(valueOf(await username('freshname1'))).toBeNull();
      expect(errorOf(await username('Member01')).errorCode).toBe('username.exists');
      expect(errorOf(await username('ab')).errorCode).toBe('request_param_err');
    });
  });
});
