import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { buildPlatformApp } from '../../app';
import { members, merchants } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { getTestPlatform, resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { addressAttemptsKey, LOGIN_LIMITS, loginDelayMs } from './login-guard';
import { login, newDevice, solveCaptcha } from './session-testing';

/** The acceptance scenarios of issues 16 and 28's limits: a platform behind a trusted proxy on loopback. */
describe('login limits', () => {
  let platform: TestPlatform;
  let behindProxy: TestPlatform;
  let otherInstance: TestPlatform;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const shared = await getTestPlatform();
    const proxied = { ...shared.services, config: { ...shared.services.config, trustedProxies: ['loopback'] } };
    apps.push(await buildPlatformApp(proxied), await buildPlatformApp(shared.services));
    behindProxy = { ...shared, app: apps[0]! };
    // A second instance over the same database, as behind a load balancer.
    otherInstance = { ...shared, app: apps[1]! };
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const spoofed = (i: number) => ({ 'x-forwarded-for': `10.66.${i}.${i}, 198.51.100.9` });

  it("counts one socket's failures however X-Forwarded-For is spoofed: its 4th attempt needs a captcha", async () => {
    for (let i = 0; i < LOGIN_LIMITS.captchaAfterFailures; i++) {
      // The proxy on loopback appends the address it saw (198.51.100.9); the client wrote the left-most entry.
      const answer = await login(behindProxy, { username: `victim${i}`, password: 'Wrong9999', headers: spoofed(i) });
      expect(errorOf(answer).errorCode).toBe('login.password.error');
    }
    expect(errorOf(await login(behindProxy, { headers: spoofed(9) }))).toMatchObject({ status: 400, errorCode: 'captcha.required' });
    // Another client behind the same proxy is not asked.
    const elsewhere = { 'x-forwarded-for': '198.51.100.10' };
    expect(valueOf(await login(behindProxy, { headers: elsewhere })).userName).toBe('member01');
  });

  /** Sets a counter as if `count` hits had come in this window (a flood's first part, without sending it). */
  const fillCounter = (key: string, count: number) =>
    platform.services.db.execute(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${platform.clock.now.toISOString()}, ${count})
      ON CONFLICT (key) DO UPDATE SET count = ${count}, window_start = ${platform.clock.now.toISOString()}::timestamptz`);

  it('refuses a flood, the 301st login attempt of any kind in a minute from one socket, and not one before', async () => {
    const sent = 30;
    await fillCounter(addressAttemptsKey('198.51.100.9'), LOGIN_LIMITS.addressAttemptsPerMinute - sent);
    // The last 30 of the minute's 300: right passwords, wrong ones and captcha prompts alike, sent at once.
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        login(behindProxy, i % 3 ? { password: 'Wrong9999', headers: spoofed(i) } : { headers: spoofed(i) }),
      ),
    );
    // Signed in, refused for the password, or asked for a captcha (which of them depends on how the 30 interleave): never a 429.
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 400)).toEqual([]);
    const refused = await login(behindProxy, { headers: spoofed(1) });
    expect(errorOf(refused)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 60 } });
    expect(refused.headers['retry-after']).toBe('60');
    // Another player behind the same proxy is not refused (another account: how many of member01's failures
    // stayed counted depends on how the 30 interleaved with its successes, so its next attempt may ask a captcha).
    const elsewhere = { username: 'agent01', headers: { 'x-forwarded-for': '198.51.100.10' } };
    expect(valueOf(await login(behindProxy, elsewhere)).userName).toBe('agent01');
    // A minute on, the address's failures still ask for a captcha; solved, the right password gets in.
    platform.clock.advance(61_000);
    const device = newDevice();
    const captcha = await solveCaptcha(platform, device);
    expect(valueOf(await login(behindProxy, { headers: spoofed(2), loginDeviceId: device, captcha })).userName).toBe('member01');
  });

  it('does not count successes: 30 players signing in from one carrier NAT address all get in', async () => {
    const players = ['member01', 'agent01', 'agent02', 'type04'];
    for (let i = 0; i < 30; i++) valueOf(await login(platform, { username: players[i % players.length], ip: '100.64.0.1' }));
    // No failure was counted: a wrong password now is the first, asking for no captcha.
    expect(errorOf(await login(platform, { password: 'Wrong9999', ip: '100.64.0.1' })).value).toBeNull();
  });

  it('lets the owner in with the right password and a solved captcha after 25 failures on the name, with no hard lock', async () => {
    // The attacker solves every captcha it is shown and tries from a new address each time.
    for (let i = 0; i < 25; i++) {
      const device = newDevice();
      const captcha = i < LOGIN_LIMITS.captchaAfterFailures ? undefined : await solveCaptcha(platform, device);
      const attempt = await login(platform, { password: `Guess${i}xyz`, ip: `203.0.113.${i}`, loginDeviceId: device, captcha });
      expect(errorOf(attempt).errorCode).toBe('login.password.error');
    }
    // Each attempt past 5 failures waited longer, doubling up to the cap; none was refused for it.
    expect(platform.pauses.slice(0, 6)).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect(platform.pauses).toHaveLength(25 - LOGIN_LIMITS.delayAfterFailures);

    const owner = newDevice();
    expect(errorOf(await login(platform, { ip: '192.0.2.50', loginDeviceId: owner }))).toMatchObject({
      status: 400,
      errorCode: 'captcha.required',
    });
    const info = valueOf(await login(platform, { ip: '192.0.2.50', loginDeviceId: owner, captcha: await solveCaptcha(platform, owner) }));
    expect(info.userName).toBe('member01');
    expect(platform.pauses.at(-1)).toBe(LOGIN_LIMITS.maxDelayMs);
    // The success cleared the name's failures: the owner's next login needs no captcha.
    expect(valueOf(await login(platform, { ip: '192.0.2.50' })).userName).toBe('member01');
  });

  it('asks a busy address for captchas but never holds its players back for failures on other accounts', async () => {
    for (let i = 0; i < 8; i++) await login(platform, { username: `nobody${i}`, password: 'Wrong9999', ip: '100.64.0.3' });
    const device = newDevice();
    const info = valueOf(await login(platform, { ip: '100.64.0.3', loginDeviceId: device, captcha: await solveCaptcha(platform, device) }));
    expect(info.userName).toBe('member01');
    expect(platform.pauses).toEqual([]);
  });

  it('shares the counters between instances over one database', async () => {
    for (let i = 0; i < 3; i++) await login(platform, { password: 'Wrong9999', ip: `203.0.113.${i}` });
    expect(errorOf(await login(otherInstance, { ip: '192.0.2.60' })).errorCode).toBe('captcha.required');
  });

  it('doubles the delay from the 5th failure and caps it at 4 s', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 100, 10_000].map(loginDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000, 4000]);
  });

  it('sends Retry-After, the same figure as the body, on the 429s of other limits', async () => {
    const body = { countryDialingCode: '+84', mobileNo: '0900000000' };
    valueOf(await callPlatform(platform, contract.session.smsNoLogin, { merchant: 'LUCKYSTAR', body }));
    const tooSoon = await callPlatform(platform, contract.session.smsNoLogin, { merchant: 'LUCKYSTAR', body });
    expect(tooSoon.status).toBe(429);
    const seconds = (errorOf(tooSoon).value as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(tooSoon.headers['retry-after']).toBe(String(seconds));

    await fillCounter('captcha:ip:192.0.2.70', LOGIN_LIMITS.captchaImagesPerMinute - 5);
    for (let i = 0; i < 5; i++)
      valueOf(await callPlatform(platform, contract.session.captcha, { query: { loginDeviceId: newDevice() }, ip: '192.0.2.70' }));
    const captchas = await callPlatform(platform, contract.session.captcha, { query: { loginDeviceId: newDevice() }, ip: '192.0.2.70' });
    expect(errorOf(captchas)).toMatchObject({ status: 429, value: { retryAfterSeconds: 60 } });
    expect(captchas.headers['retry-after']).toBe('60');
  });

  it('checks at most the budget of 100 passwords sent at once from one address, and not the right one among them', async () => {
    // Every password check starts by reading the account's row: the statements that name it, counted at the database.
    let checked = 0;
    const stopCounting = platform.services.database.observeQueries((query, params) => {
      if (query.includes('"members"') && params.includes('member01')) checked++;
    });
    const RIGHT = 34;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(platform, { password: i === RIGHT ? DEMO_PASSWORD : `Guess${i}xyz`, ip: '203.0.113.77' }),
      ),
    );
    stopCounting();
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.captchaAfterFailures);
    const codes = answers.map((answer) => errorOf(answer).errorCode);
    expect(codes.filter((code) => code === 'login.password.error')).toHaveLength(checked);
    expect(codes.filter((code) => code === 'captcha.required')).toHaveLength(100 - checked);
    expect(codes[RIGHT]).toBe('captcha.required');
    // The prompts were not failures: the account's next five failures wait only as its checked ones say.
    for (let i = 0; i < 5; i++) {
      const device = newDevice();
      const captcha = await solveCaptcha(platform, device);
      await login(platform, { password: 'Wrong9999', ip: '203.0.113.78', loginDeviceId: device, captcha });
    }
    const expected = [0, 1, 2, 3, 4].map((n) => loginDelayMs(checked + n)).filter((delay) => delay > 0);
    expect(platform.pauses).toEqual(expected);
    const owner = newDevice();
    expect(
      valueOf(await login(platform, { ip: '192.0.2.80', loginDeviceId: owner, captcha: await solveCaptcha(platform, owner) })).userName,
    ).toBe('member01');
  }, 60_000);

  it('lets 50 players behind one address, signing in at once with their right passwords, all in (some after a captcha)', async () => {
    const [merchant] = await platform.services.db.select().from(merchants).where(eq(merchants.code, 'PLAYDECK'));
    const [demo] = await platform.services.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchant!.id), eq(members.username, 'member01')));
    const players = Array.from({ length: 50 }, (_, i) => `nat${String(i + 1).padStart(2, '0')}`);
    await platform.services.db
      .insert(members)
      .values(players.map((username) => ({ merchantId: merchant!.id, username, passwordHash: demo!.passwordHash })));
    const NAT = '100.64.0.50';
    const signIn = async (username: string): Promise<'at once' | 'after a captcha'> => {
      const device = newDevice();
      const first = await login(platform, { username, ip: NAT, loginDeviceId: device });
      if (first.envelope.success) return 'at once';
      expect(errorOf(first)).toMatchObject({ status: 400, errorCode: 'captcha.required', value: { captcha: true } });
      const captcha = await solveCaptcha(platform, device);
      expect(valueOf(await login(platform, { username, ip: NAT, loginDeviceId: device, captcha })).userName).toBe(username);
      return 'after a captcha';
    };
    const ways = await Promise.all(players.map(signIn));
    expect(ways).toHaveLength(50);
    expect(ways.filter((way) => way === 'at once').length).toBeGreaterThanOrEqual(1);
    // Their right passwords left no failure behind: the next player's login asks for nothing.
    expect(valueOf(await login(platform, { username: 'nat01', ip: NAT })).userName).toBe('nat01');
  }, 60_000);

  it('does not count captcha prompts, missing or wrong, as failures', async () => {
    const ip = '198.51.100.44';
    for (let i = 0; i < LOGIN_LIMITS.captchaAfterFailures; i++) await login(platform, { password: 'Wrong9999', ip });
    for (let i = 0; i < 10; i++) expect(errorOf(await login(platform, { ip })).errorCode).toBe('captcha.required');
    const device = newDevice();
    const answer = await solveCaptcha(platform, device);
    const wrongAnswer = answer === '00000' ? '11111' : '00000';
    expect(errorOf(await login(platform, { ip, loginDeviceId: device, captcha: wrongAnswer })).errorCode).toBe('captcha.error');
    // Still 3 failures: the 4th and 5th wait for nothing.
    for (let i = 0; i < 2; i++) {
      const next = newDevice();
      const wrong = await login(platform, { password: 'Wrong9999', ip, loginDeviceId: next, captcha: await solveCaptcha(platform, next) });
      expect(errorOf(wrong)).toMatchObject({ errorCode: 'login.password.error', value: { captcha: true } });
    }
    expect(platform.pauses).toEqual([]);
  });
});
