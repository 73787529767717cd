import { beforeEach, describe, expect, it } from 'vitest';
import { resetTestPlatform, type TestPlatform } from '../../../testing/test-platform';
import { gameIconSvg } from './icon-svg';

const HUES = { primary: 150, secondary: 220 };

describe('generated icons', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  const get = (url: string) => platform.app.inject({ method: 'GET', url });

  it('draws each game with its initials and vendor, the same every time', async () => {
    const first = await get('/wps/static/games/1.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.body).toContain('TCG Vietnam Lottery');
    expect((await get('/wps/static/games/1.svg')).body).toBe(first.body);
    expect((await get('/wps/static/games/999999.svg')).statusCode).toBe(404);
    expect((await get('/wps/static/games/1.png')).statusCode).toBe(404);
  });

  it("draws vendor icons at the icon CDN's <category>-<accountTypeName>.png names", async () => {
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
      expect(icon.headers['content-type']).toContain('image/svg+xml');
      expect(icon.body).toContain(file.split('-')[1]!.replace('.png', ''));
    }
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

  it('escapes names and draws initials of both languages', () => {
    expect(gameIconSvg('Rồng <Vàng>', 'A&B', HUES)).toContain('&#60;Vàng&#62;');
    expect(gameIconSvg('Rồng <Vàng>', 'A&B', HUES)).toContain('A&#38;B');
    expect(gameIconSvg('golden dragon', 'PG', HUES)).toContain('>GD<');
  });
});
