import type { FastifyReply } from 'fastify';
import { sendPublicImage, type PublicImageCache } from './public-image';

/** Sends an image the platform drew; an SVG opened on its own is a document, so it must not run anything. */
export function sendSvg(reply: FastifyReply, svg: string, cache: PublicImageCache) {
  return sendPublicImage(reply, svg, 'image/svg+xml; charset=utf-8', cache, {
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}
