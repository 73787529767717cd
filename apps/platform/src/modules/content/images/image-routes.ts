import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ART, EDITABLE_ART, imageNotFound } from '../../../http/public-image';
import { sendArt } from '../art/send-art';
import { announcements, banners, merchants } from '../../../db/schema';
import type { PlatformServices } from '../../../services';
import { appIconPicture } from './app-icon-svg';
import { brandHues } from './brand-tint';
import { APP_ICON_FILE, BRAND_ID_SEGMENT, bannerPicture, STATIC_BASE, TEAM_SLUG } from './paths';
import { promotionSvg } from './promotion-svg';
import { sendSvg } from '../../../http/send-svg';
import { teamPicture } from './team-svg';

/** The theme colours of a loaded brand, by id (a merchant row names its brand). */
export function themeColorsOf(services: PlatformServices, brandId: string) {
  return services.brands.find((candidate) => candidate.config.id === brandId)?.config.theme.colors;
}

/**
 * Images the platform draws itself (no external URLs). Outside the contract: `<img>` requests carry no
 * Merchant header, so ids are global and slugs are self-describing.
 */
export function registerImageRoutes(app: FastifyInstance, services: PlatformServices): void {
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(`${STATIC_BASE}/banners/:file`, async (request, reply) => {
    const id = /^(\d{1,9})\.webp$/.exec(request.params.file)?.[1];
    if (!id) return imageNotFound(reply);
    const [banner] = await services.db
      .select()
      .from(banners)
      .where(eq(banners.id, Number(id)))
      .limit(1);
    return banner ? sendArt(reply, services, bannerPicture(banner), request.query.v, EDITABLE_ART) : imageNotFound(reply);
  });

  app.get<{ Params: { file: string } }>(`${STATIC_BASE}/promotions/:file`, async (request, reply) => {
    const match = /^(\d{1,15})-([12])\.svg$/.exec(request.params.file);
    if (!match) return imageNotFound(reply);
    const [promotion] = await services.db
      .select({ title: announcements.title, category: announcements.category, brandId: merchants.brandId })
      .from(announcements)
      .innerJoin(merchants, eq(merchants.id, announcements.merchantId))
      .where(and(eq(announcements.id, Number(match[1])), eq(announcements.type, 'PR')))
      .limit(1);
    if (!promotion) return imageNotFound(reply);
    const colors = themeColorsOf(services, promotion.brandId);
    if (!colors) throw new Error(`brand ${promotion.brandId} is not loaded`);
    const hues = brandHues(colors);
    return sendSvg(reply, promotionSvg(promotion.title, promotion.category ?? 'other_promo', Number(match[2]), hues), EDITABLE_ART);
  });

  app.get<{ Params: { brand: string; file: string } }>(`${STATIC_BASE}/teams/:brand/:file`, async (request, reply) => {
    const slug = /^(.{1,60})\.webp$/.exec(request.params.file)?.[1];
    const colors = BRAND_ID_SEGMENT.test(request.params.brand) ? themeColorsOf(services, request.params.brand) : undefined;
    return slug && TEAM_SLUG.test(slug) && colors
      ? sendArt(reply, services, teamPicture(slug, brandHues(colors)), undefined, CATALOGUE_ART)
      : imageNotFound(reply);
  });

  app.get<{ Params: { file: string } }>(`${STATIC_BASE}/app/:file`, async (request, reply) => {
    const brandId = APP_ICON_FILE.exec(request.params.file)?.[1];
    const colors = brandId ? themeColorsOf(services, brandId) : undefined;
    return colors ? sendArt(reply, services, appIconPicture(brandHues(colors)), undefined, CATALOGUE_ART) : imageNotFound(reply);
  });
}
