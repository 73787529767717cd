import type { FastifyInstance } from 'fastify';
import { STATIC_AVATAR_BASE } from '@playdeck/api';
import { imageNotFound } from '../../http/send-svg';
import { isStaticAvatar, staticAvatarPng } from './static-avatars';

const AVATAR_MAX_AGE_SECONDS = 86_400;

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
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', `public, max-age=${AVATAR_MAX_AGE_SECONDS}`)
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });
}
