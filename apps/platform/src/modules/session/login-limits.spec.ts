import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contract } from '@playdeck/api';
import { buildPlatformApp } from '../../app';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { getTestPlatform, resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { LOGIN_LIMITS, loginDelayMs } from './login-guard';
import { login, newDevice, solveCaptcha } from './session-testing';

/** The acceptance scenarios of issue 16's limits: a platform behind a trusted proxy on loopback. */
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

  it('refuses the 11th failed login in a minute from one socket however X-Forwarded-For is spoofed', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) {
      // The proxy on loopback appends the address it saw (198.51.100.9); the client wrote the left-most entry.
      answers.push(await login(behindProxy, { username: `victim${i}`, password: 'Wrong9999', headers: spoofed(i) }));
    }
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(400));
    // From the 4th failure the address must solve a captcha; refusals for it count as failures too.
    expect(errorOf(answers[3]!).errorCode).toBe('captcha.required');
    const eleventh = answers[10]!;
    expect(errorOf(eleventh)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUEST', value: { retryAfterSeconds: 60 } });
    expect(eleventh.headers['retry-after']).toBe('60');
    // Another client behind the same proxy is not refused.
    const elsewhere = { 'x-forwarded-for': '198.51.100.10' };
    expect(valueOf(await login(behindProxy, { headers: elsewhere })).userName).toBe('member01');
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

    for (let i = 0; i < 30; i++)
      valueOf(await callPlatform(platform, contract.session.captcha, { query: { loginDeviceId: newDevice() }, ip: '192.0.2.70' }));
    const captchas = await callPlatform(platform, contract.session.captcha, { query: { loginDeviceId: newDevice() }, ip: '192.0.2.70' });
    expect(errorOf(captchas)).toMatchObject({ status: 429, value: { retryAfterSeconds: 60 } });
    expect(captchas.headers['retry-after']).toBe('60');
  });
});
