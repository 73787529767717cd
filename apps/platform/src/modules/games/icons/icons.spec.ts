import { beforeEach, describe, expect, it } from 'vitest';
import { resetTestPlatform, type TestPlatform } from '../../../testing/test-platform';
import sharp from 'sharp';

describe('generated icons', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const get = (url: string) => platform.app.inject({ method: 'GET', url });

  it('draws each game as a WebP tile, the same every time', async () => {
    const first = await get('/wps/static/games/1.webp');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect((await get('/wps/static/games/1.webp')).rawPayload.equals(first.rawPayload)).toBe(true);
    for (const url of ['/wps/static/games/999999.webp', '/wps/static/games/1.svg', '/wps/static/games/1.png']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("draws vendor icons as PNG at the icon CDN's <category>-<accountTypeName>.png names, one picture per vendor", async () => {
    const drawn = new Set<string>();
    for (const file of [
      'RNG-JILI.png',
      'SPORTS-123BET.png',
      'LIVE-SEXY.png',
      'SPORTS-AV.png',
      'COCKFIGHT-DS88.png',
      'LOTT-TCG_LOTTO_VN.png',
    ]) {
      const icon = await get(`/wps/static/vendors/default/${file}`);
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(await sharp(icon.rawPayload).metadata()).toMatchObject({ format: 'png', width: 280, height: 120 });
      expect((await get(`/wps/static/vendors/default/${file}`)).rawPayload.equals(icon.rawPayload)).toBe(true);
      drawn.add(icon.rawPayload.toString('base64'));
    }
    expect(drawn.size).toBe(6);
    for (const url of [
      '/wps/static/vendors/default/nothing.png',
      '/wps/static/vendors/default/RNG-JILI.svg',
      '/wps/static/vendors/RNG-JILI.png',
      '/wps/static/vendors/nobrand/RNG-JILI.png',
      '/wps/static/vendors/Default/RNG-JILI.png',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
