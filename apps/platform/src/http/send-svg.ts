import type { FastifyReply } from 'fastify';

/** Sends an image the platform drew; an SVG opened on its own is a document, so it must not run anything. */
export function sendSvg(reply: FastifyReply, svg: string, maxAgeSeconds: number) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

export function imageNotFound(reply: FastifyReply) {
  return reply.status(404).send({ success: false, errorCode: 'not.found', message: 'no such image', value: null });
}
