import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract, encodeDevIdentityToken, SIGN_IN_PROVIDER, type IdentityChannel } from '@playdeck/api';
import { buildPlatformApp } from '../../app';
import { memberIdentities, members, merchants } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { LOGIN_PHONE_VERIFICATION_MODULE } from './login';
import { providerUsername } from './provider-members';
import { newDevice } from './session-testing';

describe('session.login by a provider (type firebase) and login verification', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
    await switchModule('PLAYDECK', 'GOOGLELOGIN3', true);
  });

  async function switchModule(code: string, moduleId: string, on: boolean) {
    await platform.services.db
      .update(merchants)
      .set({ modules: sql`${merchants.modules} || ${JSON.stringify({ [moduleId]: on })}::jsonb` })
      .where(eq(merchants.code, code));
    platform.services.readCache.invalidate('merchants');
  }

  const seconds = () => Math.floor(platform.clock.now.getTime() / 1000);
  function token(
    channel: IdentityChannel,
    claims: { sub?: string; aud?: string; phone_number?: string; iat?: number; email?: string } = {},
  ) {
    const iat = claims.iat ?? seconds();
    return encodeDevIdentityToken({
      iss: 'playdeck-dev-identity',
      aud: claims.aud ?? 'PLAYDECK',
      sub: claims.sub ?? 'dev-player-1',
      iat,
      exp: iat + 3600,
      email: claims.email,
      phone_number: claims.phone_number,
      firebase: { sign_in_provider: SIGN_IN_PROVIDER[channel] as 'google.com' },
    });
  }

  const providerLogin = (firebaseChannel: string, firebaseIdToken: string, options: { merchant?: string; on?: TestPlatform } = {}) =>
    callPlatform(options.on ?? platform, contract.session.login, {
      merchant: options.merchant,
      body: { type: 'firebase', firebaseChannel, firebaseIdToken, loginDeviceId: newDevice() },
    });

  it('makes one member for a new Google account, linked to it, and signs the same member in again', async () => {
    const first = valueOf(await providerLogin('google', token('google', { email: 'dev.player@example.com' })));
    expect(first.userName).toBe(providerUsername({ channel: 'google', subject: 'dev-player-1' }));
    expect(first.userName).toMatch(/^g[0-9a-z]{11}$/);
    expect(first).toMatchObject({ customerType: 0, merchantCode: 'PLAYDECK', firstTimeLogin: true });
    const again = valueOf(await providerLogin('google', token('google')));
    expect(again.userName).toBe(first.userName);
    expect(again.firstTimeLogin).toBe(false);
    const links = await platform.services.db.select().from(memberIdentities).where(eq(memberIdentities.subject, 'dev-player-1'));
    expect(links).toHaveLength(1);
    const [member] = await platform.services.db.select().from(members).where(eq(members.id, links[0]!.memberId));
    expect(member!.email).toBe('dev.player@example.com');
    // The member answers its own calls with the session it got.
    expect(valueOf(await callPlatform(platform, contract.session.memberInfo, { token: again.token })).userName).toBe(first.userName);
  });

  it('refuses a provider whose whitelabel flag is off, and a channel it does not know', async () => {
    await switchModule('PLAYDECK', 'FACEBOOKLOGIN3', false);
    expect(errorOf(await providerLogin('facebook', token('facebook'))).errorCode).toBe('function.not.available');
    const unknown = errorOf(await providerLogin('twitter', token('google')));
    expect(unknown.errorCode).toBe('request_param_err');
  });

  it('refuses tokens that do not verify: another provider, another merchant, stale, made up', async () => {
    for (const firebaseIdToken of [
      token('facebook'),
      token('google', { aud: 'LUCKYSTAR' }),
      token('google', { iat: seconds() - 7200 }),
      'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
      '',
    ]) {
      const refusal = errorOf(await providerLogin('google', firebaseIdToken));
      expect(refusal.errorCode).toBe('identity.token.invalid');
      expect(refusal.status).toBe(401);
    }
    expect(await platform.services.db.select().from(memberIdentities)).toHaveLength(0);
  });

  it('keeps accounts per merchant: the same Google account is a different member on another brand', async () => {
    await switchModule('LUCKYSTAR', 'GOOGLELOGIN3', true);
    const here = valueOf(await providerLogin('google', token('google')));
    const there = valueOf(await providerLogin('google', token('google', { aud: 'LUCKYSTAR' }), { merchant: 'LUCKYSTAR' }));
    expect(there.merchantCode).toBe('LUCKYSTAR');
    expect(await platform.services.db.select().from(memberIdentities)).toHaveLength(2);
    expect(here.token).not.toBe(there.token);
  });

  it('never takes a development token in production mode', async () => {
    const app = await buildPlatformApp({
      ...platform.services,
      config: { ...platform.services.config, mode: 'production', outboxReadable: false },
    });
    try {
      const refusal = errorOf(await providerLogin('google', token('google'), { on: { ...platform, app } }));
      expect(refusal.errorCode).toBe('function.not.available');
    } finally {
      await app.close();
    }
  });

  describe('login verification (LOGINPHONEVERIF3)', () => {
    beforeEach(async () => {
      const [merchant] = await platform.services.db.select().from(merchants).where(eq(merchants.code, 'PLAYDECK'));
      await platform.services.db
        .update(members)
        .set({ countryDialingCode: '84', mobile: '901230001' })
        .where(and(eq(members.merchantId, merchant!.id), eq(members.username, 'member01')));
    });
    const passwordLogin = (extra: Record<string, string> = {}) =>
      callPlatform(platform, contract.session.login, {
        body: { type: 'username', username: 'member01', password: DEMO_PASSWORD, loginDeviceId: newDevice(), ...extra },
      });

    it('is off by default: the password alone signs in', async () => {
      expect(valueOf(await passwordLogin()).userName).toBe('member01');
    });

    it('asks for the number to be verified, then signs in with a phone-auth token for that number only', async () => {
      await switchModule('PLAYDECK', LOGIN_PHONE_VERIFICATION_MODULE, true);
      const asked = errorOf(await passwordLogin());
      expect(asked).toMatchObject({ errorCode: 'login_verify_required', value: { countryDialingCode: '84', mobileNum: '901230001' } });

      const otherNumber = token('sms', { phone_number: '+84901230002' });
      expect(errorOf(await passwordLogin({ firebaseChannel: 'sms', firebaseIdToken: otherNumber })).errorCode).toBe(
        'identity.token.invalid',
      );
      const googleToken = token('google');
      expect(errorOf(await passwordLogin({ firebaseChannel: 'sms', firebaseIdToken: googleToken })).errorCode).toBe(
        'identity.token.invalid',
      );

      const verified = token('sms', { phone_number: '+84901230001' });
      expect(valueOf(await passwordLogin({ firebaseChannel: 'sms', firebaseIdToken: verified })).userName).toBe('member01');
      // A wrong password is still the plain refusal: verification never says whether an account exists.
      const wrong = errorOf(
        await callPlatform(platform, contract.session.login, {
          body: { type: 'username', username: 'member01', password: 'Wrong9999', loginDeviceId: newDevice() },
        }),
      );
      expect(wrong.errorCode).toBe('login.password.error');
    });

    it('signs in the member with the verified number by phone auth alone (channel sms)', async () => {
      expect(valueOf(await providerLogin('sms', token('sms', { phone_number: '+84901230001' }))).userName).toBe('member01');
      expect(errorOf(await providerLogin('sms', token('sms', { phone_number: '+84901239999' }))).errorCode).toBe('USER_NOT_EXIST');
      expect(errorOf(await providerLogin('sms', token('sms'))).errorCode).toBe('identity.token.invalid');
    });

    it('refuses a phone-auth login whose typed number is not the number the token verified', async () => {
      const verified = token('sms', { phone_number: '+84901230001' });
      const typed = (countryDialingCode: string, firebaseMobileNo: string) =>
        callPlatform(platform, contract.session.login, {
          body: {
            type: 'firebase',
            firebaseChannel: 'sms',
            firebaseIdToken: verified,
            firebaseMobileNo,
            countryDialingCode,
            loginDeviceId: newDevice(),
          },
        });
      expect(valueOf(await typed('84', '0901 230 001')).userName).toBe('member01');
      expect(errorOf(await typed('84', '901230002')).errorCode).toBe('identity.token.invalid');
      expect(errorOf(await typed('63', '901230001')).errorCode).toBe('identity.token.invalid');
      expect(errorOf(await typed('84', 'abc')).errorCode).toBe('request_param_err');
    });
  });
});
