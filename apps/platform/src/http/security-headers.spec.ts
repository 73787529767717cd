import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { PLATFORM_SECURITY_HEADERS, registerSecurityHeaders } from './security-headers';

describe("the platform's security headers (curl -I /wps…)", () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it('come with answers of /wps, /lgw and /lotto, refusals and unknown paths included', async () => {
    for (const url of ['/wps/system/status', '/wps/nothing/here', '/lgw/nothing', '/lotto/nothing']) {
      const response = await platform.app.inject({ method: 'GET', url, headers: { merchant: 'PLAYDECK' } });
      for (const [name, value] of Object.entries(PLATFORM_SECURITY_HEADERS))
        expect([url, name, response.headers[name]]).toEqual([url, name, value]);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('registerSecurityHeaders', () => {
  async function app() {
    const server = Fastify({ trustProxy: ['127.0.0.1'] });
    registerSecurityHeaders(server);
    server.get('/page', (_request, reply) => reply.header('content-security-policy', "script-src 'nonce-x'").send('page'));
    server.get('/data', () => ({ ok: true }));
    await server.ready();
    return server;
  }

  it("keeps a route's own policy", async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/page' });
    expect(response.headers['content-security-policy']).toBe("script-src 'nonce-x'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const response = await (await app()).inject({ method: 'GET', url: '/data', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
});
