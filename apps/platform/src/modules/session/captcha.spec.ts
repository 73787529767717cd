import { inflateSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { buildPlatformApp } from '../../app';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { devCalls } from './dev-calls';
import { login, newDevice, solveCaptcha } from './session-testing';

describe('session.captcha', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  /** Three failed logins so the next one needs the device's captcha. */
  async function demandCaptcha() {
    for (let i = 0; i < 3; i++) await login(platform, { password: 'Wrong9999' });
  }

  it('answers a PNG image in base64', async () => {
    const image = valueOf(await callPlatform(platform, contract.session.captcha, { query: { loginDeviceId: newDevice() } }));
    const png = Buffer.from(image, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 40]);
    const idatAt = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    expect(pixels.length).toBe((120 + 1) * 40);
  });

  it('refuses a request without a device id', async () => {
    expect(errorOf(await callPlatform(platform, contract.session.captcha, { query: { loginDeviceId: 'x' } })).errorCode).toBe(
      'request_param_err',
    );
  });

  it('a new image for the device replaces the previous one', async () => {
    await demandCaptcha();
    const device = newDevice();
    const first = await solveCaptcha(platform, device);
    const second = await solveCaptcha(platform, device);
    if (first !== second) expect(errorOf(await login(platform, { loginDeviceId: device, captcha: first })).errorCode).toBe('captcha.error');
    const fresh = await solveCaptcha(platform, device);
    expect(valueOf(await login(platform, { loginDeviceId: device, captcha: fresh })).userName).toBe('member01');
  });

  it('is good once', async () => {
    await demandCaptcha();
    const device = newDevice();
    const answer = await solveCaptcha(platform, device);
    valueOf(await login(platform, { loginDeviceId: device, captcha: answer }));
    // The IP's 3 failures still stand, so the next login needs a new image.
    expect(errorOf(await login(platform, { loginDeviceId: device, captcha: answer })).errorCode).toBe('captcha.error');
  });

  it('expires after 5 minutes', async () => {
    await demandCaptcha();
    const device = newDevice();
    const answer = await solveCaptcha(platform, device);
    platform.clock.advance(5 * 60_000 + 1000);
    // The failures are 5 minutes old, still inside their 15-minute window.
    expect(errorOf(await login(platform, { loginDeviceId: device, captcha: answer })).errorCode).toBe('captcha.error');
  });

  it('keeps the clear answer away from a production platform', async () => {
    const production = {
      ...platform.services,
      config: { ...platform.services.config, mode: 'production' as const, outboxReadable: false },
    };
    const device = newDevice();
    const app = await buildPlatformApp(production);
    try {
      const image = await app.inject({ method: 'GET', url: `/wps/captcha?loginDeviceId=${device}`, headers: { merchant: 'PLAYDECK' } });
      expect(image.json()).toMatchObject({ success: true });
      const answer = await app.inject({ method: 'GET', url: `/__dev/captcha?loginDeviceId=${device}`, headers: { merchant: 'PLAYDECK' } });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
    }
    expect(valueOf(await callPlatform(platform, devCalls.captcha, { query: { loginDeviceId: device } })).answer).toBeNull();
  });
});
