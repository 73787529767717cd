import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { readAdminToken, writeAdminToken } from './local-operator';

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
