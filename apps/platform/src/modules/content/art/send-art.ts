import type { FastifyReply } from 'fastify';
import { sendPublicImage, VERSIONED_ART, type PublicImageCache } from '../../../http/public-image';
import type { PlatformServices } from '../../../services';
import { artFormat, artVersion, type ArtPicture } from './art-store';

/**
 * Sends a picture from the art store. A request naming the picture's current version (`?v=`, as the answers'
 * URLs do) is kept by the browser for a year; any other (an old link, no version) gets `fallback`, so a
 * stale URL is never pinned.
 */
export async function sendArt(
  reply: FastifyReply,
  services: PlatformServices,
  picture: ArtPicture,
  version: string | undefined,
  fallback: PublicImageCache,
) {
  const bytes = await services.art.image(picture);
  return sendPublicImage(reply, bytes, artFormat(picture).contentType, version === artVersion(picture) ? VERSIONED_ART : fallback);
}
