import Fastify, { type FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin/admin-routes';
import { answerClientError, PLATFORM_MAX_HEADER_BYTES } from './http/client-errors';
import { databaseFailure, describeFailure, isInputDatabaseFailure } from './http/failure-log';
import { PlatformError } from './http/platform-error';
import { type Lifecycle, loggerOptions, registerOperations, requestId } from './http/operations';
import { registerSecurityHeaders } from './http/security-headers';
import { platformModules } from './modules';
import type { PlatformServices } from './services';

const BODY_LIMIT_BYTES = 256 * 1024;

export interface PlatformAppOptions {
  /** Where the log lines go (standard output when unset). */
  logStream?: NodeJS.WritableStream;
  /** Set draining by the graceful shutdown (readiness then answers 503). */
  lifecycle?: Lifecycle;
}

/** The platform's HTTP surface: every module's calls, answering failures in the platform's envelope. */
export async function buildPlatformApp(services: PlatformServices, options: PlatformAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(services.config.mode, options.logStream),
    disableRequestLogging: true,
    genReqId: (request) => requestId(request.headers['x-request-id']),
    // A list, never `true`: Fastify then takes the right-most untrusted X-Forwarded-For hop (client-address.ts).
    trustProxy: services.config.trustedProxies.length > 0 ? [...services.config.trustedProxies] : false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // Upstream repeats an encrypted body's ciphertext in X-Digest: room for it (ENCRYPTED_VALUE_LIMIT), and
    // an envelope instead of Node's bare 431 past that.
    http: { maxHeaderSize: PLATFORM_MAX_HEADER_BYTES },
    clientErrorHandler: answerClientError,
  });

  registerSecurityHeaders(app);
  registerOperations(app, services, options.lifecycle ?? { draining: false });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof PlatformError) {
      // The header says what the body's retryAfterSeconds says (every 429 is built by tooManyRequests).
      if (error.value?.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.value.retryAfterSeconds));
      return reply
        .status(error.status)
        .send({ success: false, errorCode: error.errorCode, message: error.message, value: error.value ?? null });
    }
    if ((error as { name?: string }).name === 'ZodError') {
      return reply.status(400).send({ success: false, errorCode: 'request_param_err', message: (error as Error).message, value: null });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      return reply
        .status(413)
        .send({ success: false, errorCode: 'request.body.too.large', message: `a body over ${BODY_LIMIT_BYTES} bytes`, value: null });
    }
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type.
      return reply.status(status).send({ success: false, errorCode: 'request_param_err', message: (error as Error).message, value: null });
    }
    const database = databaseFailure(error);
    if (database && isInputDatabaseFailure(database)) {
      request.log.warn({ failure: describeFailure(error) }, 'a request value the database refused');
      return reply.status(400).send({ success: false, errorCode: 'request_param_err', message: 'a value out of range', value: null });
    }
    request.log.error({ failure: describeFailure(error) }, 'call failed');
    return reply
      .status(500)
      .send({ success: false, errorCode: 'system.upgrading', message: 'System upgrading, please try again later', value: null });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      success: false,
      errorCode: 'not.found',
      message: `${request.method} ${request.url} is not a call of the platform`,
      value: null,
    }),
  );

  for (const registerModule of platformModules) await registerModule(app, services);
  registerAdminRoutes(app, services);
  return app;
}
