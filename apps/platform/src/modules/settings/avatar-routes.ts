import type { FastifyInstance } from 'fastify';
import { STATIC_AVATAR_BASE } from '@playdeck/api';
import { CATALOGUE_ART, imageNotFound, sendPublicImage } from '../../http/public-image';
import { isStaticAvatar, staticAvatarPng } from './static-avatars';

/**
 * The static avatars' pictures. Outside the contract: `<img>` requests carry no Merchant header, and the
 * pictures are the same for every merchant. Drawn once per id, then kept.
 */
export function registerStaticAvatarRoutes(app: FastifyInstance): void {
  const drawn = new Map<string, Buffer>();
  app.get<{ Params: { file: string } }>(`${STATIC_AVATAR_BASE}/:file`, async (request, reply) => {
    const file = request.params.file;
    if (!isStaticAvatar(file)) return imageNotFound(reply);
    let png = drawn.get(file);
    if (!png) {
      png = staticAvatarPng(Number.parseInt(file, 10));
      drawn.set(file, png);
    }
    return sendPublicImage(reply, png, 'image/png', CATALOGUE_ART);
  });
}
