import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { CallDefinition } from '@playdeck/api';
import type { FeatureSwitch } from '@playdeck/brand/schema';
import { decryptRequestBody, ENCRYPTED_VALUE_LIMIT } from '@playdeck/api/crypto';
import type { CacheTopic } from '../cache/read-cache';
import { rsaDecryptNative } from '../security/rsa-decrypt';
import type { PlatformServices } from '../services';
import { authenticate } from './authenticate';
import { answerKey, sendSharedAnswer, serialiseAnswer } from './cached-answer';
import { clientAddress } from './client-address';
import { contentLanguageOf, type ContentLanguage } from './content-language';
import { assertFeatureOn } from './feature-gate';
import { assertAcceptableInput, readHeaders } from './input-guard';
import { PlatformError } from './platform-error';
import type { CallContext } from './request-context';
import { logMember } from './request-log';
import { resolveMerchant } from './resolve-merchant';

// NonNullable: `query` and `body` are optional in CallDefinition, but a call that declares one always gets it parsed.
type Output<S> = NonNullable<S> extends z.ZodMiniType ? z.output<NonNullable<S>> : undefined;

/** A call's query and body as its handler is given them: parsed, with the contract's defaults filled in. */
export type ParsedQuery<C extends CallDefinition> = Output<C['query']>;
export type ParsedBody<C extends CallDefinition> = Output<C['body']>;

export type CallHandler<C extends CallDefinition> = (input: {
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
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
  const decrypted = decryptRequestBody(request.headers, request.body, services.rsaKey, rsaDecryptNative);
  if (!decrypted.ok) throw new PlatformError(decrypted.errorCode, { status: 400 });
  return decrypted.payload;
}

/** The Language header when the brand offers it (brand.json), else the brand's default; in a language the platform has texts in. */
function requestLanguage(request: FastifyRequest, languages: { default: string; supported: readonly string[] }): ContentLanguage {
  const header = request.headers['language'];
  return contentLanguageOf(typeof header === 'string' && languages.supported.includes(header) ? header : languages.default);
}

/**
 * Calls the contract sends with a `Module` header (the inbox's unread count, the CBS relays: spec section 7
 * "sent with a module header", upstream-contract.md "CBS_launchChat (module CBS3)") are refused without it,
 * as the operator platform does.
 */
function assertModuleHeader(call: CallDefinition, request: FastifyRequest): void {
  const expected = call.headers?.Module;
  if (expected !== undefined && request.headers['module'] !== expected) {
    throw new PlatformError('request_param_err', { message: `the Module header must be ${expected}` });
  }
}

function guarded<T>(part: 'query' | 'body', input: T): T {
  assertAcceptableInput(part, input);
  return input;
}

/** A call whose visitors' answer is the same for every visitor, kept in the read cache. */
export interface SharedAnswer {
  /** What the answer is read from: a write to one of these drops it. */
  topics: readonly CacheTopic[];
  /** When an answer stops being right by itself (an announcement starting or ending); null for never. */
  validUntil?: (ctx: CallContext) => Promise<Date | null>;
}

export interface CallOptions<C extends CallDefinition = CallDefinition> {
  /** The route's own body limit in bytes (an upload's), instead of the app's. */
  bodyLimit?: number;
  /**
   * The brand.json switch of the screen this call serves (feature-gate.ts): where the merchant's brand turns it
   * off, the call is refused before the handler runs. A function when only some requests belong to the screen.
   */
  feature?: FeatureSwitch | ((query: Output<C['query']>) => FeatureSwitch | null);
  /**
   * Keep the answer for visitors in the read cache, keyed by call, merchant, language, query and body,
   * and answer it with an ETag (304 when unchanged). A signed-in member's answer is never cached: it may
   * carry their read marks, agent-only items or member-only popups. The handler must not read ctx.ip or
   * ctx.request, since one visitor's load answers all of them.
   */
  shared?: SharedAnswer;
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
  options: CallOptions<C> = {},
): void {
  if (options.shared && (call.auth === 'member' || call.auth === 'real')) {
    throw new Error(`${call.id} answers members only: its answers are per member and cannot be shared`);
  }
  const answer = async (input: Parameters<CallHandler<C>>[0]) => {
    const value = await handler(input);
    const serialised = call.value.safeParse(value);
    if (!serialised.success) {
      input.ctx.request.log.error({ call: call.id, issues: serialised.error.issues }, 'answer does not match the contract');
      throw new PlatformError('system.upgrading', { status: 500 });
    }
    return serialised.data;
  };
  const shared = options.shared;

  app.route({
    method: call.method,
    url: call.path,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      // Checked once here, for every call: what no module may hand the database (NUL, lone surrogates,
      // numbers past 2^53), in the raw request and again in what the schemas made of it.
      assertAcceptableInput('header', readHeaders(request.headers));
      assertModuleHeader(call, request);
      const merchant = await resolveMerchant(request, services);
      const { member, session } = await authenticate(request, services, merchant, call.auth);
      if (member) logMember(request, member.id);
      const brand = services.brands.find((candidate) => candidate.config.id === merchant.brandId);
      const languages = brand?.config.languages ?? { default: 'EN', supported: ['EN'] };
      const ctx: CallContext = {
        services,
        merchant,
        member,
        session,
        language: requestLanguage(request, languages),
        offeredLanguages: languages.supported,
        ip: clientAddress(request),
        request,
      };
      const query = (call.query ? parseInput(call.query, guarded('query', request.query ?? {})) : undefined) as Output<C['query']>;
      const body = (call.body ? parseInput(call.body, guarded('body', requestBody(call, request, services))) : undefined) as Output<
        C['body']
      >;
      assertAcceptableInput('query', query);
      assertAcceptableInput('body', body);
      const feature = typeof options.feature === 'function' ? options.feature(query) : options.feature;
      if (feature) assertFeatureOn(brand, merchant, feature);
      if (shared && !member) {
        const key = answerKey(call.id, merchant.id, ctx.language, query, body);
        const cached = await services.readCache.read(key, shared.topics, async () => {
          // Before the answer is read, so a boundary that passes while it is read still ends it.
          const validUntil = (await shared.validUntil?.(ctx)) ?? null;
          return { value: serialiseAnswer(await answer({ query, body, ctx })), validUntil };
        });
        return sendSharedAnswer(request, reply, cached);
      }
      return reply.send({ success: true, value: await answer({ query, body, ctx }) });
    },
  });
}
