import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/**
 * Who may use the development surfaces (/__dev, /__admin): the operator on this machine. The socket must be a
 * loopback one (never the forwarded address: a proxy on this machine is loopback too); the request must name
 * this machine in its Host (a page of another site whose name was re-bound to 127.0.0.1 names its own); admin
 * calls, and dev calls that came through a proxy, also carry the token printed at start; and no browser may send
 * them from another site (a custom header is never simple, forms cannot post JSON, Sec-Fetch-Site and Origin are
 * checked).
 */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';
/** Where the platform writes its admin token for `npm run platform -- …` (in the data folder). */
export const ADMIN_TOKEN_FILE = 'admin-token';

/** Loopback: 127.0.0.0/8 (also as an IPv4-mapped IPv6 address) and ::1. */
const LOOPBACK = /^(?:(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/i;

/**
 * Host names that only ever mean this machine: localhost and its subdomains (RFC 6761: a browser resolves them
 * to loopback itself, never through DNS), 127.0.0.1 and [::1], with any port or none.
 */
const LOCAL_HOST = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

export const newAdminToken = (): string => randomBytes(24).toString('base64url');

export function fromLoopbackSocket(request: FastifyRequest): boolean {
  return LOOPBACK.test(request.raw.socket.remoteAddress ?? '');
}

/**
 * Whether the request's own Host names this machine. A DNS-rebinding page (evil.example re-bound to 127.0.0.1)
 * reaches a loopback socket with Host and Origin both evil.example, which every other check passes; its Host
 * cannot name localhost, since the browser only sends the name the page was loaded from.
 */
export function namesThisMachine(request: FastifyRequest): boolean {
  const host = request.headers.host;
  return typeof host === 'string' && LOCAL_HOST.test(host);
}

export function hasAdminToken(request: FastifyRequest, token: string): boolean {
  const given = request.headers[ADMIN_TOKEN_HEADER];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a request looks sent by a browser from another site (or as a simple form), or undefined. */
export function crossSiteReason(request: FastifyRequest): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'none' && site !== 'same-origin') return `Sec-Fetch-Site ${String(site)}`;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== request.headers.host) return `Origin ${origin}`;
  }
  // A form always sends a content type (urlencoded, multipart, text/plain): JSON, or no body at all, only.
  const type = request.headers['content-type'];
  if (type !== undefined && type.split(';')[0]!.trim().toLowerCase() !== 'application/json') return `a ${type} content type`;
  return undefined;
}

/** Writes the token where the admin command finds it (owner-only), when the platform has a data folder. */
export function writeAdminToken(dataDir: string | undefined, token: string): string | undefined {
  if (!dataDir) return undefined;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, ADMIN_TOKEN_FILE);
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return file;
}

/** The running platform's token: PLATFORM_ADMIN_TOKEN, else the one it wrote to its data folder. */
export function readAdminToken(env: NodeJS.ProcessEnv, dataDir: string | undefined): string | undefined {
  if (env.PLATFORM_ADMIN_TOKEN) return env.PLATFORM_ADMIN_TOKEN;
  if (!dataDir) return undefined;
  try {
    return readFileSync(path.join(dataDir, ADMIN_TOKEN_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}
