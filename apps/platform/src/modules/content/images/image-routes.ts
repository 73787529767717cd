import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ART, EDITABLE_ART } from '../../../http/public-image';
import { imageNotFound, sendSvg } from '../../../http/send-svg';
import { announcements, banners } from '../../../db/schema';
import type { PlatformServices } from '../../../services';
import { appIconSvg } from './app-icon-svg';
import { bannerSvg } from './banner-svg';
import { STATIC_BASE, TEAM_SLUG } from './paths';
import { promotionSvg } from './promotion-svg';
import { teamSvg } from './team-svg';

/**
 * Images the platform draws itself (no external URLs). Outside the contract: `<img>` requests carry no
 * Merchant header, so ids are global and slugs are self-describing.
 */
export function registerImageRoutes(app: FastifyInstance, services: PlatformServices): void {
  app.get<{ Params: { file: string } }>(`${STATIC_BASE}/banners/:file`, async (request, reply) => {
    const id = /^(\d{1,9})\.svg$/.exec(request.params.file)?.[1];
    if (!id) return imageNotFound(reply);
    const [banner] = await services.db
      .select()
      .from(banners)
      .where(eq(banners.id, Number(id)))
      .limit(1);
    return banner ? sendSvg(reply, bannerSvg(banner), EDITABLE_ART) : imageNotFound(reply);
  });

  app.get<{ Params: { file: string } }>(`${STATIC_BASE}/promotions/:file`, async (request, reply) => {
    const match = /^(\d{1,15})-([12])\.svg$/.exec(request.params.file);
    if (!match) return imageNotFound(reply);
    const [promotion] = await services.db
      .select({ title: announcements.title, category: announcements.category })
      .from(announcements)
      .where(and(eq(announcements.id, Number(match[1])), eq(announcements.type, 'PR')))
      .limit(1);
    return promotion
      ? sendSvg(reply, promotionSvg(promotion.title, promotion.category ?? 'other_promo', Number(match[2])), EDITABLE_ART)
      : imageNotFound(reply);
  });

  app.get<{ Params: { file: string } }>(`${STATIC_BASE}/teams/:file`, async (request, reply) => {
    const slug = /^(.{1,60})\.svg$/.exec(request.params.file)?.[1];
    return slug && TEAM_SLUG.test(slug) ? sendSvg(reply, teamSvg(slug), CATALOGUE_ART) : imageNotFound(reply);
  });

  app.get(`${STATIC_BASE}/app/icon.svg`, async (_request, reply) => sendSvg(reply, appIconSvg(), CATALOGUE_ART));
}
