import type { FastifyInstance } from 'fastify';

/**
 * The platform's own security headers on every answer of /wps, /lgw and /lotto (JSON, images, the demo game):
 * its answers are data, never pages to frame or script, so the policy allows nothing. A route that serves a page
 * (the demo game, the demo pages) sends its own Content-Security-Policy, which wins; one whose policy names
 * frame-ancestors (the demo live chat, framed by the app) has decided who may frame it, so X-Frame-Options,
 * which can only say "nobody", is left off.
 */
export const PLATFORM_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), geolocation=(), microphone=(), payment=(), usb=()',
} as const;

export const PLATFORM_HSTS = 'max-age=31536000; includeSubDomains';

/** Adds the set to every answer; HSTS when the request came over HTTPS (directly or from a trusted proxy). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const ownPolicy = String(reply.getHeader('content-security-policy') ?? '');
    for (const [name, value] of Object.entries(PLATFORM_SECURITY_HEADERS)) {
      if (name === 'x-frame-options' && /(^|;)\s*frame-ancestors\b/.test(ownPolicy)) continue;
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', PLATFORM_HSTS);
    return payload;
  });
}
