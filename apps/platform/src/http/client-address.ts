import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** proxy-addr's names for the usual private ranges, accepted in TRUST_PROXY as they are. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY → the proxies whose X-Forwarded-For is believed. `false` (or empty) trusts none: the socket's
 * address is the client. `true` trusts loopback only (a proxy on the same machine), never "everyone": trusting
 * every hop would make the left-most, client-written entry the client. Otherwise a comma-separated list of
 * addresses, CIDRs and range names.
 *
 * Fastify (proxy-addr) then walks from the socket address leftwards through X-Forwarded-For while each hop is
 * a trusted proxy and takes the first one that is not: the right-most untrusted hop, the one a trusted proxy
 * saw connect. Entries a client writes itself sit left of it and are never taken. Every per-IP limit reads
 * that address (CallContext.ip).
 */
export function parseTrustedProxies(value: string, ctx: z.RefinementCtx): string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false') return [];
  if (text === 'true') return ['loopback'];
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!RANGE_NAMES.has(entry) && !isAddressOrCidr(entry)) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an address, a CIDR, loopback, linklocal or uniquelocal` });
    }
  }
  return entries;
}

/**
 * The client's address every per-IP limit and log line uses: the hop TRUST_PROXY resolved (request.ip), or the
 * socket's address when that hop is not an IP address. An X-Forwarded-For entry such as `unknown`, `evil` or
 * `1.2.3.4:80` is never anyone's address: taken as one, each made-up value would be a client of its own.
 */
export function clientAddress(request: FastifyRequest): string {
  return isIP(request.ip) ? request.ip : (request.socket.remoteAddress ?? '');
}
