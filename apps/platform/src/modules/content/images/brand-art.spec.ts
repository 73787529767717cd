import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { banners, games, gameVendors, merchants } from '../../../db/schema';
import { artSvg, renderArt, type ArtPicture } from '../art/art-store';
import { brandArtHues, gamePicture } from '../art/brand-art';
import { callPlatform, valueOf } from '../../../testing/call-platform';
import { getTestPlatform, type TestPlatform } from '../../../testing/test-platform';
import { hueOfHex, saturationOfHex } from './brand-tint';
import { vendorIconPicture } from '../../games/icons/icon-svg';
import { appIconPicture } from './app-icon-svg';
import { bannerPicture } from './paths';
import { teamPicture } from './team-svg';

/** The drawing of a picture the platform serves at `url`: the served raster must be that drawing's. */
async function servedDrawing(platform: TestPlatform, url: string, picture: ArtPicture): Promise<string> {
  const response = await platform.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.rawPayload.equals(await renderArt(picture)), url).toBe(true);
  return artSvg(picture);
}

/*
 * Issue 17 item 16: every demo image the platform draws for a brand (each banner group, each promotion's card
 * and banner, the app icon) is in that brand's own colours: no brand shows another brand's art.
 */
const BANNER_GROUPS = ['m_home', 'm_vip', 'm_rng', 'm_live', 'm_fish', 'm_pvp', 'm_sports'] as const;
const MERCHANTS = { default: 'PLAYDECK', lucky: 'LUCKYSTAR' } as const;

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
/** The gradient stops of an image: the colours its art is painted with. */
const stopColors = (svg: string) => [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((match) => match[1]!);
/** Every colour an image paints with: gradient stops, fills and strokes. */
const paintColors = (svg: string) => [...svg.matchAll(/(?:stop-color|fill|stroke)="(#[0-9a-f]{6})"/g)].map((match) => match[1]!);

describe('demo art in each brand’s colours', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await getTestPlatform();
  });

  const themeOf = (brandId: string) => platform.services.brands.find((brand) => brand.config.id === brandId)!.config.theme.colors;
  /** A banner's drawing, from its row as the route draws it (the served WebP: art-store.spec.ts, banners.spec.ts). */
  const bannerDrawing = async (url: string) => {
    const id = Number(/\/banners\/(\d+)\.webp/.exec(url)![1]);
    const [row] = await platform.services.db.select().from(banners).where(eq(banners.id, id));
    return artSvg(bannerPicture(row!));
  };

  /** Every image a visitor of the merchant meets: banners of each group, promotion cards and banners, the app icon. */
  async function artOf(merchant: string, brandId: string): Promise<Map<string, string>> {
    const drawings = new Map<string, string>();
    for (const groupName of BANNER_GROUPS) {
      const group = valueOf(await callPlatform(platform, contract.content.banners, { query: { groupName, language: 'EN' }, merchant }));
      for (const banner of group) drawings.set(banner.url, await bannerDrawing(banner.url));
    }
    const hues = brandArtHues(platform.services, brandId);
    const promotions = valueOf(await callPlatform(platform, contract.content.promotions, { query: { language: 'EN' }, merchant }));
    for (const promotion of promotions)
      for (const { url } of promotion.announcementImages) {
        // Promotion pictures are SVG as served (the prerendered shell's largest paint is the first card's).
        const response = await platform.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        drawings.set(url, response.body);
      }
    const status = valueOf(await callPlatform(platform, contract.system.status, { merchant }));
    drawings.set(status.info.resources.appIcon!, await servedDrawing(platform, status.info.resources.appIcon!, appIconPicture(hues)));
    return drawings;
  }

  it.each(Object.entries(MERCHANTS))('paints every %s image in its primary and secondary hues', async (brandId, merchant) => {
    const theme = themeOf(brandId);
    const hues = [hueOfHex(theme.primary), hueOfHex(theme.secondary)];
    const art = await artOf(merchant, brandId);
    expect(art.size).toBeGreaterThan(BANNER_GROUPS.length * 3);
    for (const [url, svg] of art) {
      const colors = url.includes('/app/')
        ? [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map((match) => match[1]!)
        : stopColors(svg);
      expect(colors.length, url).toBeGreaterThan(0);
      for (const color of colors.filter((candidate) => saturationOfHex(candidate) > 0.15)) {
        const nearest = Math.min(...hues.map((hue) => hueDistance(hueOfHex(color), hue)));
        expect(nearest, `${url} ${color}`).toBeLessThan(3);
      }
    }
  });

  it("never shows one brand's art to another: the same banner and promotion differ per brand", async () => {
    const [playdeck, lucky] = await Promise.all([artOf(MERCHANTS.default, 'default'), artOf(MERCHANTS.lucky, 'lucky')]);
    const defaultStops = new Set([...playdeck.values()].flatMap(stopColors));
    const luckyStops = [...lucky.values()].flatMap(stopColors);
    expect(luckyStops.filter((color) => defaultStops.has(color))).toEqual([]);
    expect(luckyStops).not.toContain(themeOf('default').primary);
  });
});

/*
 * Issue 17 item 16's remainder: game icons, vendor icons and team crests, once coloured by the name alone and so
 * the same for every brand, are drawn in the brand's hues too.
 */
describe('catalogue art in each brand’s colours', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await getTestPlatform();
  });

  const huesOf = (brandId: string) => {
    const colors = platform.services.brands.find((brand) => brand.config.id === brandId)!.config.theme.colors;
    return [hueOfHex(colors.primary), hueOfHex(colors.secondary)];
  };
  /** The saturated colours of `svg` all lie on the brand's two hues. */
  const expectInBrandHues = (svg: string, brandId: string, what: string) => {
    const colors = paintColors(svg).filter((color) => saturationOfHex(color) > 0.15);
    expect(colors.length, what).toBeGreaterThan(0);
    for (const color of colors) {
      expect(Math.min(...huesOf(brandId).map((hue) => hueDistance(hueOfHex(color), hue))), `${what} ${color}`).toBeLessThan(3);
    }
  };

  /**
   * The drawing of the tile of the game with `nodeId` in the merchant's own catalogue (ids are per merchant, the
   * game is the same), as the route draws it (a WebP is served: art-store.spec.ts checks the bytes).
   */
  async function gameIcon(merchant: string, nodeId: string): Promise<string> {
    const [game] = await platform.services.db
      .select({ id: games.id, nameEn: games.nameEn, vendorName: gameVendors.displayName, brandId: merchants.brandId })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .innerJoin(merchants, eq(merchants.id, games.merchantId))
      .where(and(eq(merchants.code, merchant), eq(games.nodeId, nodeId)));
    expect(game, `${merchant} has game ${nodeId}`).toBeDefined();
    expect((await platform.app.inject({ method: 'GET', url: `/wps/static/games/${game!.id}.webp` })).headers['content-type']).toBe(
      'image/webp',
    );
    return artSvg(gamePicture(game!, brandArtHues(platform.services, game!.brandId)));
  }

  it('draws the same game, the same vendor and the same team differently for two brands, each in its own hues', async () => {
    const [shared] = await platform.services.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .innerJoin(merchants, eq(merchants.id, games.merchantId))
      .where(eq(merchants.code, MERCHANTS.default))
      .limit(1);
    const art = {} as Record<keyof typeof MERCHANTS, { game: string; vendor: string; team: string }>;
    for (const [brandId, merchant] of Object.entries(MERCHANTS) as [keyof typeof MERCHANTS, string][]) {
      const settings = valueOf(await callPlatform(platform, contract.system.consolidatedSettings, { merchant }));
      const status = valueOf(await callPlatform(platform, contract.system.status, { merchant }));
      const hues = brandArtHues(platform.services, brandId);
      art[brandId] = {
        game: await gameIcon(merchant, shared!.nodeId),
        vendor: await servedDrawing(platform, `${settings.vendorIconCDN}RNG-JILI.png`, vendorIconPicture('RNG', 'JILI', hues)),
        team: await servedDrawing(platform, `${status.info.resources.teams}ha-noi-fc.webp`, teamPicture('ha-noi-fc', hues)),
      };
      for (const [what, svg] of Object.entries(art[brandId])) expectInBrandHues(svg, brandId, `${brandId} ${what}`);
    }
    for (const what of ['game', 'vendor', 'team'] as const) {
      expect(art.default[what], what).not.toBe(art.lucky[what]);
      const defaultColors = new Set(paintColors(art.default[what]));
      expect(
        paintColors(art.lucky[what]).filter((color) => defaultColors.has(color)),
        what,
      ).toEqual([]);
    }
  });

  it('refuses art for a brand that is not loaded', async () => {
    for (const url of ['/wps/static/vendors/nobrand/RNG-JILI.png', '/wps/static/teams/nobrand/ha-noi-fc.svg']) {
      expect((await platform.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
