import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { devCalls } from '../modules/session/dev-calls';
import { namesThisMachine, readAdminToken, writeAdminToken } from './local-operator';

describe('development surfaces: the operator on this machine only', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  const json = { 'content-type': 'application/json' };

  it('/__admin needs the token printed at start', async () => {
    const none = await platform.app.inject({ method: 'GET', url: '/__admin/merchants' });
    expect([none.statusCode, none.json().errorCode]).toEqual([401, 'admin.token.required']);
    const wrong = await platform.app.inject({ method: 'GET', url: '/__admin/merchants', headers: { 'x-admin-token': 'x'.repeat(32) } });
    expect(wrong.statusCode).toBe(401);
    const writeWithout = await platform.app.inject({ method: 'POST', url: '/__admin/reset', headers: json, payload: {} });
    expect(writeWithout.statusCode).toBe(401);
    const right = await platform.app.inject({ method: 'GET', url: '/__admin/merchants', headers: adminHeaders(platform) });
    expect(right.json()).toMatchObject({ success: true });
  });

  it('/__admin answers nothing to another machine, token or not', async () => {
    const remote = await platform.app.inject({
      method: 'GET',
      url: '/__admin/merchants',
      headers: adminHeaders(platform),
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
  });

  it('refuses admin writes a browser could send from another site', async () => {
    const withToken = (headers: Record<string, string>) => ({ ...adminHeaders(platform), ...headers });
    const attempts = [
      { headers: withToken({ 'content-type': 'application/x-www-form-urlencoded' }), payload: 'on=true&merchant=PLAYDECK' },
      { headers: withToken({ 'content-type': 'text/plain' }), payload: '{"on":true}' },
      { headers: withToken({ ...json, 'sec-fetch-site': 'cross-site' }), payload: { on: true } },
      { headers: withToken({ ...json, origin: 'https://evil.test' }), payload: { on: true } },
    ];
    for (const attempt of attempts) {
      const response = await platform.app.inject({ method: 'POST', url: '/__admin/maintenance', ...attempt });
      expect([response.statusCode, response.json().errorCode]).toEqual([403, 'admin.cross.site']);
    }
    const merchants = await platform.app.inject({ method: 'GET', url: '/__admin/merchants', headers: adminHeaders(platform) });
    expect((merchants.json().value as { maintenance: boolean }[]).every((merchant) => !merchant.maintenance)).toBe(true);
  });

  it('/__dev answers a loopback socket; through a proxy only with the token; never another machine', async () => {
    const outbox = (headers: Record<string, string>, remoteAddress?: string) =>
      platform.app.inject({ method: 'GET', url: '/__dev/outbox', headers: { merchant: 'PLAYDECK', ...headers }, remoteAddress });
    expect((await outbox({})).json()).toMatchObject({ success: true });
    expect((await outbox({}, '203.0.113.9')).statusCode).toBe(404);
    expect((await outbox({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await outbox({ 'x-forwarded-for': '203.0.113.9', ...adminHeaders(platform) })).json()).toMatchObject({ success: true });
    expect((await outbox({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(404);
    const captcha = await platform.app.inject({
      method: 'GET',
      url: '/__dev/captcha?loginDeviceId=d1',
      headers: { merchant: 'PLAYDECK' },
      remoteAddress: '203.0.113.9',
    });
    expect(captcha.statusCode).toBe(404);
  });
});

describe('development surfaces: a request naming this machine only (DNS rebinding)', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });
  // Every /__dev call with a query it accepts (a new dev call without one here fails the first test).
  const devUrls: Record<keyof typeof devCalls, string> = {
    outbox: '/__dev/outbox',
    captcha: '/__dev/captcha?loginDeviceId=d1',
  };
  const LOCAL_HOSTS = ['localhost', 'localhost:4310', '127.0.0.1', '127.0.0.1:8080', '[::1]:8080', 'lucky.localhost:4310', 'A.B.LOCALHOST'];
  const FOREIGN_HOSTS = [
    'evil.example',
    'evil.example:8080',
    'localhost.evil.example',
    'evil.example.localhost.',
    'localhost.',
    '127.0.0.2',
    '127.0.0.1.nip.io',
    '0.0.0.0:8080',
    '[::ffff:127.0.0.1]',
  ];

  it('every /__dev call answers a local Host and is 404 to any other, Origin alike (a re-bound page)', async () => {
    expect(Object.keys(devUrls).sort()).toEqual(Object.keys(devCalls).sort());
    for (const url of Object.values(devUrls)) {
      for (const host of LOCAL_HOSTS) {
        const answer = await platform.app.inject({ method: 'GET', url, headers: { merchant: 'PLAYDECK', host } });
        expect([url, host, answer.statusCode, answer.json().success]).toEqual([url, host, 200, true]);
      }
      for (const host of FOREIGN_HOSTS) {
        const rebound = await platform.app.inject({
          method: 'GET',
          url,
          headers: { merchant: 'PLAYDECK', host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
        });
        expect([url, host, rebound.statusCode, rebound.json().errorCode]).toEqual([url, host, 404, 'not.found']);
      }
    }
  });

  it('a request without a Host names no machine', () => {
    expect(namesThisMachine({ headers: {} } as FastifyRequest)).toBe(false);
    expect(namesThisMachine({ headers: { host: '' } } as FastifyRequest)).toBe(false);
  });

  it('/__admin too: its token does not stand in for a local Host', async () => {
    for (const host of LOCAL_HOSTS) {
      const answer = await platform.app.inject({ method: 'GET', url: '/__admin/merchants', headers: { ...adminHeaders(platform), host } });
      expect([host, answer.statusCode]).toEqual([host, 200]);
    }
    for (const host of FOREIGN_HOSTS) {
      const rebound = await platform.app.inject({
        method: 'POST',
        url: '/__admin/maintenance',
        headers: { ...adminHeaders(platform), host, origin: `http://${host}`, 'content-type': 'application/json' },
        payload: { on: true },
      });
      expect([host, rebound.statusCode]).toEqual([host, 404]);
    }
    const merchants = await platform.app.inject({ method: 'GET', url: '/__admin/merchants', headers: adminHeaders(platform) });
    expect((merchants.json().value as { maintenance: boolean }[]).every((merchant) => !merchant.maintenance)).toBe(true);
  });
});

describe('the admin token file', () => {
  it('is written owner-only to the data folder and read back, PLATFORM_ADMIN_TOKEN first', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-token-'));
    try {
      const file = writeAdminToken(dir, 'a-token-of-some-length')!;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readAdminToken({}, dir)).toBe('a-token-of-some-length');
      expect(readAdminToken({ PLATFORM_ADMIN_TOKEN: 'from-the-environment' }, dir)).toBe('from-the-environment');
      expect(writeAdminToken(undefined, 'x')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
