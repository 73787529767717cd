import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { callPlatform, errorOf, valueOf } from '../../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../../testing/test-platform';

const GROUPS = ['m_home', 'm_vip', 'm_rng', 'm_live', 'm_fish', 'm_pvp', 'm_sports'] as const;

describe('content.banners and generated images', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it('answers several banners for every group, served by the platform', async () => {
    for (const groupName of GROUPS) {
      const list = valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName } }));
      expect(list.length).toBeGreaterThanOrEqual(3);
      for (const banner of list) {
        expect(banner.groupName).toBe(groupName);
        expect(banner.url).toMatch(/^\/wps\/static\/banners\/\d+\.svg\?v=[0-9a-f]{8}$/);
      }
    }
  });

  it("draws each brand's welcome banner in its own theme colours, never the default brand's green", async () => {
    const firstHomeBanner = async (merchant?: string) => {
      const [banner] = valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home' }, merchant }));
      return (await platform.app.inject({ method: 'GET', url: banner!.url })).body;
    };
    const primaryOf = (brandId: string) =>
      platform.services.brands.find((brand) => brand.config.id === brandId)!.config.theme.colors.primary;
    const lucky = await firstHomeBanner('LUCKYSTAR');
    expect(lucky).toContain(`stop-color="${primaryOf('lucky')}"`);
    expect(lucky).not.toContain(`stop-color="${primaryOf('default')}"`);
    expect(await firstHomeBanner()).toContain(`stop-color="${primaryOf('default')}"`);
  });

  it('draws the banner in the asked language, per merchant', async () => {
    const [english] = valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home', language: 'EN' } }));
    const [vietnamese] = valueOf(
      await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home' }, headers: { language: 'TY' } }),
    );
    const [lucky] = valueOf(
      await callPlatform(platform, contract.content.banners, { merchant: 'LUCKYSTAR', query: { groupName: 'm_home', language: 'EN' } }),
    );
    expect(new Set([english!.url, vietnamese!.url, lucky!.url]).size).toBe(3);
    const image = await platform.app.inject({ method: 'GET', url: english!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(image.body).toContain('Welcome to Playdeck');
    expect((await platform.app.inject({ method: 'GET', url: vietnamese!.url })).body).toContain('Chào mừng đến Playdeck');
    expect((await platform.app.inject({ method: 'GET', url: lucky!.url })).body).toContain('Welcome to Lucky Star');
  });

  it('serves team crests and the app icon without a lookup, and 404s unknown images', async () => {
    const team = await platform.app.inject({ method: 'GET', url: '/wps/static/teams/default/ha-noi-fc.svg' });
    expect(team.statusCode).toBe(200);
    expect(team.body).toContain('>HN<');
    expect((await platform.app.inject({ method: 'GET', url: '/wps/static/app/icon-lucky.svg' })).statusCode).toBe(200);
    for (const url of [
      '/wps/static/app/icon.svg',
      '/wps/static/app/icon-nobrand.svg',
      '/wps/static/banners/999999.svg',
      '/wps/static/banners/abc.svg',
      '/wps/static/teams/default/..%2Fx.svg',
      '/wps/static/teams/ha-noi-fc.svg',
      '/wps/static/teams/nobrand/ha-noi-fc.svg',
      '/wps/static/promotions/1-9.svg',
    ]) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    }
  });

  it('refuses a missing or unknown group with request_param_err', async () => {
    expect(errorOf(await callPlatform(platform, contract.content.banners)).errorCode).toBe('request_param_err');
    expect(errorOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_nope' } })).errorCode).toBe(
      'request_param_err',
    );
    expect(
      errorOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home', language: 'FR' } })).errorCode,
    ).toBe('request_param_err');
  });
});
