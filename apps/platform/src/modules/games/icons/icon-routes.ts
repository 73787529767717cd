import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ART } from '../../../http/public-image';
import { imageNotFound, sendSvg } from '../../../http/send-svg';
import { games, gameVendors } from '../../../db/schema';
import type { PlatformServices } from '../../../services';
import { gameIconSvg, vendorIconSvg } from './icon-svg';

export const GAME_ICON_BASE = '/wps/static/games';
/** What the system settings' vendorIconCDN points at: `<base>/<category>-<accountTypeName>.png`. */
export const VENDOR_ICON_BASE = '/wps/static/vendors';

/**
 * Game and vendor icons drawn by the platform. Outside the contract: `<img>` requests carry no Merchant
 * header, so game ids are global and vendor icons are drawn from their file name alone. Vendor icons keep
 * the CDN's `.png` names (the client builds them) but are SVG, as their content type says.
 */
export function registerIconRoutes(app: FastifyInstance, services: PlatformServices): void {
  app.get<{ Params: { file: string } }>(`${GAME_ICON_BASE}/:file`, async (request, reply) => {
    const id = /^(\d{1,12})\.svg$/.exec(request.params.file)?.[1];
    if (!id) return imageNotFound(reply);
    const [game] = await services.db
      .select({ name: games.nameEn, vendor: gameVendors.displayName })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(eq(games.id, Number(id)));
    return game ? sendSvg(reply, gameIconSvg(game.name, game.vendor), CATALOGUE_ART) : imageNotFound(reply);
  });

  app.get<{ Params: { file: string } }>(`${VENDOR_ICON_BASE}/:file`, async (request, reply) => {
    const match = /^([A-Z0-9_]{1,32})-([A-Za-z0-9_]{1,32})\.png$/.exec(request.params.file);
    return match ? sendSvg(reply, vendorIconSvg(match[1]!, match[2]!), CATALOGUE_ART) : imageNotFound(reply);
  });
}
