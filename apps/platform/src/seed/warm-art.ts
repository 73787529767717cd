import { asc, eq } from 'drizzle-orm';
import { banners, games, gameVendors, merchants } from '../db/schema';
import type { ArtPicture } from '../modules/content/art/art-store';
import { brandArtHues, gamePicture } from '../modules/content/art/brand-art';
import { appIconPicture } from '../modules/content/images/app-icon-svg';
import { bannerPicture } from '../modules/content/images/paths';
import { vendorIconPicture } from '../modules/games/icons/icon-svg';
import type { PlatformServices } from '../services';

/**
 * Every banner, app icon, vendor icon and game tile the merchants' visitors can meet (trial merchants show their
 * real merchant's): home's first (banners, the app icon, vendor icons, hot games), then the rest of the catalogue.
 */
export async function demoArtPictures(services: PlatformServices): Promise<ArtPicture[]> {
  const bannerRows = await services.db
    .select({
      headline: banners.headline,
      subline: banners.subline,
      colorFrom: banners.colorFrom,
      colorTo: banners.colorTo,
      id: banners.id,
    })
    .from(banners);
  const gameRows = await services.db
    .select({ nameEn: games.nameEn, vendorName: gameVendors.displayName, brandId: merchants.brandId })
    .from(games)
    .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
    .innerJoin(merchants, eq(merchants.id, games.merchantId))
    .orderBy(asc(games.hotRank), asc(games.sortOrder), asc(games.id));
  const vendorRows = await services.db
    .select({ gameType: gameVendors.gameType, accountTypeName: gameVendors.accountTypeName, brandId: merchants.brandId })
    .from(gameVendors)
    .innerJoin(merchants, eq(merchants.id, gameVendors.merchantId))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id));
  const loaded = new Set(services.brands.map((brand) => brand.config.id));
  return [
    ...bannerRows.map(bannerPicture),
    ...[...loaded].map((brandId) => appIconPicture(brandArtHues(services, brandId))),
    ...vendorRows
      .filter((vendor) => loaded.has(vendor.brandId))
      .map((vendor) => vendorIconPicture(vendor.gameType, vendor.accountTypeName, brandArtHues(services, vendor.brandId))),
    ...gameRows.filter((game) => loaded.has(game.brandId)).map((game) => gamePicture(game, brandArtHues(services, game.brandId))),
  ];
}

/**
 * Draws the pictures the art folder does not hold yet, after a start has seeded: so a visitor's first home
 * finds its banners and tiles drawn. Pictures already drawn (by this machine's earlier starts or tests) cost
 * a file check each.
 */
export async function warmDemoArt(services: PlatformServices): Promise<{ drawn: number; kept: number; seconds: number }> {
  const started = performance.now();
  const result = await services.art.warm(await demoArtPictures(services));
  return { ...result, seconds: (performance.now() - started) / 1000 };
}
