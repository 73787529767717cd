import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { pendingMigrationCount } from '../db/migrate';
import type { PlatformServices } from '../services';
import { clientAddress } from './client-address';
import { logClientAddress } from './request-log';

/**
 * Operations: the probes a load balancer or orchestrator asks, the request log, and the draining state of a
 * graceful shutdown. Paths documented in README.md ("Running it in production").
 */
export const HEALTH_PATH = '/wps/health';
export const READY_PATH = '/wps/ready';

/** Shared with the shutdown: once draining, readiness answers 503 so the balancer stops sending. */
export interface Lifecycle {
  draining: boolean;
}

/**
 * The platform's logger: JSON lines in production (info: one line per request), warnings in development,
 * nothing in tests. Each line of a request carries its client address and member id (request-log.ts). Fastify's own request lines are off: they carry the URL with its query (search text, user
 * names); ours carry the route pattern only.
 */
export function loggerOptions(mode: 'development' | 'production' | 'test', stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (mode === 'test' && !stream) return false;
  return {
    level: mode === 'development' ? 'warn' : 'info',
    ...(stream && { stream }),
    // Fastify logs `req`/`res` on its own lines only; nothing of a request reaches the log but what we choose.
    serializers: { req: () => ({}), res: () => ({}) },
  };
}

/** A request id from a proxy's X-Request-Id (when it is a plain token), else a new one; echoed on the answer. */
export function requestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w.-]{1,64}$/.test(header) ? header : randomUUID();
}

export function registerOperations(app: FastifyInstance, services: PlatformServices, lifecycle: Lifecycle): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    logClientAddress(request, clientAddress(request));
  });
  // One line per answer: request id, the call (its route, never the URL: no query), status, duration; and, as on
  // every line of the request (request-log.ts), the client's address and the member's id when there is one.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        requestId: request.id,
        method: request.method,
        call: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
      },
      'answered',
    );
  });

  app.get(HEALTH_PATH, async () => ({ success: true, value: { status: 'alive' } }));

  app.get(READY_PATH, async (_request, reply) => {
    const problems: string[] = [];
    if (lifecycle.draining) problems.push('shutting down');
    try {
      await services.db.execute(sql`SELECT 1`);
      const pending = await pendingMigrationCount(services.db);
      if (pending > 0) problems.push(`${pending} migrations not applied`);
    } catch {
      problems.push('database unreachable');
    }
    if (problems.length === 0) return { success: true, value: { status: 'ready' } };
    return reply.status(503).send({ success: false, errorCode: 'system.not.ready', message: problems.join('; '), value: null });
  });
}
