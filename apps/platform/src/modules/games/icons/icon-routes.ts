import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ART, imageNotFound } from '../../../http/public-image';
import { games, gameVendors, merchants } from '../../../db/schema';
import type { PlatformServices } from '../../../services';
import { brandArtHues, gamePicture } from '../../content/art/brand-art';
import { sendArt } from '../../content/art/send-art';
import { brandHues } from '../../content/images/brand-tint';
import { themeColorsOf } from '../../content/images/image-routes';
import { BRAND_ID_SEGMENT } from '../../content/images/paths';
import { vendorIconPicture } from './icon-svg';

export const GAME_ICON_BASE = '/wps/static/games';
/**
 * What a merchant's system settings' vendorIconCDN points at: `<base>/<brand id>/<category>-<accountTypeName>.png`,
 * the brand's id in the path because the icons are drawn in its colours.
 */
export const VENDOR_ICON_BASE = '/wps/static/vendors';
export const vendorIconCdn = (brandId: string) => `${VENDOR_ICON_BASE}/${brandId}/`;

/**
 * Game and vendor icons drawn by the platform. Outside the contract: `<img>` requests carry no Merchant
 * header, so game ids are global (a game's merchant names the brand whose colours it is drawn in) and vendor
 * icons are drawn from their path alone. Both come from the art store (content/art): game tiles as WebP, vendor
 * icons as PNG under the CDN's `.png` names (the client builds them).
 */
export function registerIconRoutes(app: FastifyInstance, services: PlatformServices): void {
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(`${GAME_ICON_BASE}/:file`, async (request, reply) => {
    const id = /^(\d{1,12})\.webp$/.exec(request.params.file)?.[1];
    if (!id) return imageNotFound(reply);
    const [game] = await services.db
      .select({ nameEn: games.nameEn, vendorName: gameVendors.displayName, brandId: merchants.brandId })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .innerJoin(merchants, eq(merchants.id, games.merchantId))
      .where(eq(games.id, Number(id)));
    if (!game) return imageNotFound(reply);
    return sendArt(reply, services, gamePicture(game, brandArtHues(services, game.brandId)), request.query.v, CATALOGUE_ART);
  });

  app.get<{ Params: { brand: string; file: string } }>(`${VENDOR_ICON_BASE}/:brand/:file`, async (request, reply) => {
    const match = /^([A-Z0-9_]{1,32})-([A-Za-z0-9_]{1,32})\.png$/.exec(request.params.file);
    const colors = BRAND_ID_SEGMENT.test(request.params.brand) ? themeColorsOf(services, request.params.brand) : undefined;
    return match && colors
      ? sendArt(reply, services, vendorIconPicture(match[1]!, match[2]!, brandHues(colors)), undefined, CATALOGUE_ART)
      : imageNotFound(reply);
  });
}
