import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { banners } from '../../db/schema';
import { artSvg, renderArt } from './art/art-store';
import { brandArtHues } from './art/brand-art';
import { textPathData } from './art/glyph-text';
import { bannerPicture } from './images/paths';
import { teamPicture } from './images/team-svg';
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
        expect(banner.url).toMatch(/^\/wps\/static\/banners\/\d+\.webp\?v=[0-9a-f]{12}$/);
      }
    }
  });

  /** The banner row an answer's URL names. */
  const bannerOf = async (url: string) => {
    const [row] = await platform.services.db
      .select()
      .from(banners)
      .where(eq(banners.id, Number(/\/banners\/(\d+)\.webp/.exec(url)![1])));
    return row!;
  };

  it("draws each brand's welcome banner in its own theme colours, never the default brand's green", async () => {
    // The drawing the served WebP is rasterised from (art-store.spec.ts checks the rasterising).
    const firstHomeBanner = async (merchant?: string) => {
      const [banner] = valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName: 'm_home' }, merchant }));
      return artSvg(bannerPicture(await bannerOf(banner!.url)));
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
    const headlines = {
      [english!.url]: 'Welcome to Playdeck',
      [vietnamese!.url]: 'Chào mừng đến Playdeck',
      [lucky!.url]: 'Welcome to Lucky Star',
    };
    for (const [url, headline] of Object.entries(headlines)) {
      const image = await platform.app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type'], url).toBe('image/webp');
      const banner = await bannerOf(url);
      expect(banner.headline).toBe(headline);
      expect(image.rawPayload.equals(await renderArt(bannerPicture(banner))), url).toBe(true);
    }
  });

  it('serves team crests and the app icon without a lookup, and 404s unknown images', async () => {
    const team = await platform.app.inject({ method: 'GET', url: '/wps/static/teams/default/ha-noi-fc.webp' });
    expect(team.statusCode).toBe(200);
    expect(team.headers['content-type']).toBe('image/webp');
    const hues = brandArtHues(platform.services, 'default');
    expect(team.rawPayload.equals(await renderArt(teamPicture('ha-noi-fc', hues)))).toBe(true);
    // The crest's initials: H and N, in outlines.
    expect(artSvg(teamPicture('ha-noi-fc', hues))).toContain(
      textPathData('HN', { x: 60, y: 74, size: 40, weight: 'bold', anchor: 'middle' }),
    );
    const icon = await platform.app.inject({ method: 'GET', url: '/wps/static/app/icon-lucky.webp' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    for (const url of [
      '/wps/static/app/icon.webp',
      '/wps/static/app/icon-nobrand.webp',
      '/wps/static/app/icon-lucky.svg',
      '/wps/static/teams/default/ha-noi-fc.svg',
      '/wps/static/banners/999999.webp',
      '/wps/static/banners/abc.webp',
      '/wps/static/banners/1.svg',
      '/wps/static/teams/default/..%2Fx.webp',
      '/wps/static/teams/ha-noi-fc.webp',
      '/wps/static/teams/nobrand/ha-noi-fc.webp',
      '/wps/static/promotions/1-9.svg',
      '/wps/static/promotions/1-1.webp',
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
