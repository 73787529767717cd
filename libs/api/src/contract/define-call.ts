import type * as z from 'zod/mini';
import type { KnownErrorCode } from '../errors/error-codes';
import { lazySchema } from './lazy-schema';
import { AUTH_REFUSALS, SHARED_REFUSALS, type AuthRefusal, type SharedRefusal } from './refusals';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a request body travels: JSON, form-encoded, the platform's encrypted envelope (DES payload,
 * RSA-encrypted key in headers, body `{ value }`; see libs/api/src/crypto), or raw bytes (a File or Blob
 * sent as it is, with its own Content-Type; see calls/uploads.ts).
 */
export type BodyEncoding = 'json' | 'form' | 'encrypted' | 'binary';

/**
 * Who may call: `none` needs no token; `optional` reads a token when sent (answers differ for members);
 * `member` needs a token of a real or trial account; `real` needs a real account (trial users get
 * `trial.forbidden`: "Please login an actual account to use this function").
 */
export type CallAuth = 'none' | 'optional' | 'member' | 'real';

export interface CallDefinition<
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Value extends z.ZodMiniType = z.ZodMiniType,
  Code extends KnownErrorCode = KnownErrorCode,
> {
  /** Stable name, `<domain>.<call>`: names the call in errors, query keys and logs. */
  readonly id: string;
  readonly method: HttpMethod;
  /** The operator platform's path (spec section 7); where the spec does not show one, ours, recorded here. */
  readonly path: string;
  readonly auth: CallAuth;
  readonly query?: Query;
  readonly body?: Body;
  readonly bodyEncoding?: BodyEncoding;
  /** Schema of the envelope's `value` on success. */
  readonly value: Value;
  /** Extra request headers the platform expects for this call (e.g. the inbox's module header). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Safe to repeat: the client retries only these. Only GETs may be (a GET may opt out, e.g. a captcha). */
  readonly idempotent: boolean;
  /**
   * The errorCodes the platform may refuse this call with, beyond the SHARED_REFUSALS every call may answer
   * (session ended, TOO_MANY_REQUEST, maintenance, a malformed request; see refusals.ts). As defined: the
   * codes the call declares plus those its `auth` implies (AUTH_REFUSALS). The client's error handling
   * does not read them: they type the fake platform's refuse() and the forms' code→field maps
   * (RefusalCode, fieldsOfCodes), and the reference platform is held to them (apps/platform's callPlatform
   * fails a spec on an undeclared refusal; contract-coverage.spec.ts compares each module's codes).
   * Declared from what apps/platform throws for the call and upstream-contract.md's "Error codes seen".
   */
  readonly errors: readonly Code[];
}

type Definition<
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  V extends z.ZodMiniType,
  E extends KnownErrorCode,
  A extends CallAuth,
> = Omit<CallDefinition<Q, B, V>, 'idempotent' | 'auth' | 'errors' | SchemaKey> & {
  auth: A;
  idempotent?: boolean;
  /**
   * The call's own refusals, as ts-rest types its responses: `errors: ['bankcard.duplicate', …] as const`,
   * `[]` for none. Each a KnownErrorCode (errors/error-codes.ts, which maps it to a message); the shared
   * ones and those `auth` implies need not be named.
   */
  errors: readonly E[];
  /** The schemas, each built by its function on first read of the call's `query`, `body` or `value`. */
  query?: () => Q;
  body?: () => B;
  value: () => V;
};

type SchemaKey = 'query' | 'body' | 'value';

/**
 * One call of the contract. GETs are idempotent (retried on failure) unless said otherwise; other methods never are.
 * Its `errors` are the codes declared plus those its `auth` implies.
 */
export function defineCall<
  V extends z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniNever,
  B extends z.ZodMiniType = z.ZodMiniNever,
  E extends KnownErrorCode = never,
  A extends CallAuth = CallAuth,
>(definition: Definition<Q, B, V, E, A>): CallDefinition<Q, B, V, E | AuthRefusal<A>> {
  if (definition.body && definition.method === 'GET') throw new Error(`${definition.id}: a GET call has no body`);
  if (definition.bodyEncoding && !definition.body) throw new Error(`${definition.id}: bodyEncoding without a body`);
  if (definition.idempotent && definition.method !== 'GET') {
    throw new Error(`${definition.id}: only GET calls are retried; a ${definition.method} is never idempotent here`);
  }
  const errors = [...new Set<E | AuthRefusal<A>>([...definition.errors, ...(AUTH_REFUSALS[definition.auth] as readonly AuthRefusal<A>[])])];
  const { query, body, value, ...rest } = definition;
  const buildQuery = query && lazySchema(query);
  const buildBody = body && lazySchema(body);
  const buildValue = lazySchema(value);
  // Getters keep `call.value` (and `query`, `body`) a schema to every reader; only the first read builds it.
  return {
    ...rest,
    errors,
    idempotent: definition.idempotent ?? definition.method === 'GET',
    get query() {
      return buildQuery?.();
    },
    get body() {
      return buildBody?.();
    },
    get value() {
      return buildValue();
    },
  };
}

export type QueryOf<C> = C extends CallDefinition<infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<C> = C extends CallDefinition<z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type ValueOf<C> = C extends CallDefinition<z.ZodMiniType, z.ZodMiniType, infer V> ? z.output<V> : never;

/** The errorCodes `C` may be refused with: its own (as defined) and the shared ones every call may answer. */
export type RefusalCode<C> = C extends CallDefinition<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer E> ? E | SharedRefusal : never;

/** Whether `call` may be refused with `code`: one it defines, or a shared one. */
export function mayRefuse(call: Pick<CallDefinition, 'errors'>, code: string): boolean {
  return (SHARED_REFUSALS as readonly string[]).includes(code) || (call.errors as readonly string[]).includes(code);
}
