import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { CallDefinition } from '@playdeck/api';
import { decryptRequestBody, ENCRYPTED_VALUE_LIMIT } from '@playdeck/api/crypto';
import type { PlatformServices } from '../services';
import { authenticate } from './authenticate';
import { assertAcceptableInput, readHeaders } from './input-guard';
import { PlatformError } from './platform-error';
import type { CallContext } from './request-context';
import { resolveMerchant } from './resolve-merchant';

// NonNullable: `query` and `body` are optional in CallDefinition, but a call that declares one always gets it parsed.
type Output<S> = NonNullable<S> extends z.ZodMiniType ? z.output<NonNullable<S>> : undefined;

export type CallHandler<C extends CallDefinition> = (input: {
  query: Output<C['query']>;
  body: Output<C['body']>;
  ctx: CallContext;
}) => Promise<z.input<C['value']>>;

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const field = result.error.issues[0]?.path.join('.');
    throw new PlatformError('request_param_err', { message: describeIssues(result.error.issues), value: field ? { field } : undefined });
  }
  return result.data;
}

function requestBody(call: CallDefinition, request: FastifyRequest, services: PlatformServices): unknown {
  if (call.bodyEncoding !== 'encrypted') return request.body ?? {};
  const value = (request.body as { value?: unknown } | undefined)?.value;
  if (typeof value === 'string' && value.length > ENCRYPTED_VALUE_LIMIT) {
    throw new PlatformError('request.body.too.large', {
      status: 413,
      message: `an encrypted body over ${ENCRYPTED_VALUE_LIMIT} characters`,
    });
  }
  const decrypted = decryptRequestBody(request.headers, request.body, services.rsaKey);
  if (!decrypted.ok) throw new PlatformError(decrypted.errorCode, { status: 400 });
  return decrypted.payload;
}

function requestLanguage(request: FastifyRequest, fallback: 'EN' | 'TY'): 'EN' | 'TY' {
  const header = request.headers['language'];
  return header === 'EN' || header === 'TY' ? header : fallback;
}

function guarded<T>(part: 'query' | 'body', input: T): T {
  assertAcceptableInput(part, input);
  return input;
}

/**
 * Serves one call of the contract: merchant, token, query and body are checked against the call's
 * definition before the handler runs, and the handler's answer is serialised through the call's value
 * schema, so the platform can only answer what the contract says.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  services: PlatformServices,
  call: C,
  handler: CallHandler<C>,
  /** The route's own body limit in bytes (an upload's), instead of the app's. */
  options: { bodyLimit?: number } = {},
): void {
  app.route({
    method: call.method,
    url: call.path,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      // Checked once here, for every call: what no module may hand the database (NUL, lone surrogates,
      // numbers past 2^53), in the raw request and again in what the schemas made of it.
      assertAcceptableInput('header', readHeaders(request.headers));
      const merchant = await resolveMerchant(request, services);
      const { member, session } = await authenticate(request, services, merchant, call.auth);
      const brand = services.brands.find((candidate) => candidate.config.id === merchant.brandId);
      const ctx: CallContext = {
        services,
        merchant,
        member,
        session,
        language: requestLanguage(request, brand?.config.languages.default ?? 'EN'),
        ip: request.ip,
        request,
      };
      const query = (call.query ? parseInput(call.query, guarded('query', request.query ?? {})) : undefined) as Output<C['query']>;
      const body = (call.body ? parseInput(call.body, guarded('body', requestBody(call, request, services))) : undefined) as Output<
        C['body']
      >;
      assertAcceptableInput('query', query);
      assertAcceptableInput('body', body);
      const value = await handler({ query, body, ctx });
      const serialised = call.value.safeParse(value);
      if (!serialised.success) {
        request.log.error({ call: call.id, issues: serialised.error.issues }, 'answer does not match the contract');
        throw new PlatformError('system.upgrading', { status: 500 });
      }
      return reply.send({ success: true, value: serialised.data });
    },
  });
}
