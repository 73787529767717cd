import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** How long a browser or CDN keeps a public image before asking again, and how long it may show it while it asks. */
export interface PublicImageCache {
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  /** The URL names these exact bytes (a version in it): the browser never asks again. */
  immutable?: boolean;
}

const DAY = 86_400;
/** Game and vendor icons, stock avatars: drawn from names that seldom change. */
export const CATALOGUE_ART: PublicImageCache = { maxAgeSeconds: DAY, staleWhileRevalidateSeconds: 7 * DAY };
/** Banners and promotion pictures, which an operator edits: fresh for an hour, then revalidated (ETag) in the background. */
export const EDITABLE_ART: PublicImageCache = { maxAgeSeconds: 3600, staleWhileRevalidateSeconds: DAY };
/** Pictures whose URL carries the version of their content (demo banners and game tiles: `?v=`): kept a year. */
export const VERSIONED_ART: PublicImageCache = { maxAgeSeconds: 365 * DAY, staleWhileRevalidateSeconds: 0, immutable: true };

export function publicCacheControl({ maxAgeSeconds, staleWhileRevalidateSeconds, immutable }: PublicImageCache): string {
  if (immutable) return `public, max-age=${maxAgeSeconds}, immutable`;
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`;
}

/** A strong validator from the bytes themselves, so every platform instance gives the same image the same tag. */
export function contentTag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends an image every visitor may see (no member data): cached publicly per `cache`, tagged by its bytes,
 * and answered with 304 and no body when the browser already holds those bytes.
 */
export function sendPublicImage(
  reply: FastifyReply,
  body: string | Buffer,
  contentType: string,
  cache: PublicImageCache,
  headers: Record<string, string> = {},
) {
  const etag = contentTag(body);
  reply
    .header('cache-control', publicCacheControl(cache))
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .headers(headers);
  if (matches(reply.request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.header('content-type', contentType).send(body);
}

export function imageNotFound(reply: FastifyReply) {
  return reply.status(404).send({ success: false, errorCode: 'not.found', message: 'no such image', value: null });
}
