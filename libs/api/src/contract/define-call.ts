import type * as z from 'zod/mini';

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
}

type Definition<Q extends z.ZodMiniType, B extends z.ZodMiniType, V extends z.ZodMiniType> = Omit<CallDefinition<Q, B, V>, 'idempotent'> & {
  idempotent?: boolean;
};

/** One call of the contract. GETs are idempotent (retried on failure) unless said otherwise; other methods never are. */
export function defineCall<V extends z.ZodMiniType, Q extends z.ZodMiniType = z.ZodMiniNever, B extends z.ZodMiniType = z.ZodMiniNever>(
  definition: Definition<Q, B, V>,
): CallDefinition<Q, B, V> {
  if (definition.body && definition.method === 'GET') throw new Error(`${definition.id}: a GET call has no body`);
  if (definition.bodyEncoding && !definition.body) throw new Error(`${definition.id}: bodyEncoding without a body`);
  if (definition.idempotent && definition.method !== 'GET') {
    throw new Error(`${definition.id}: only GET calls are retried; a ${definition.method} is never idempotent here`);
  }
  return { ...definition, idempotent: definition.idempotent ?? definition.method === 'GET' };
}

export type QueryOf<C> = C extends CallDefinition<infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
export type BodyOf<C> = C extends CallDefinition<z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
export type ValueOf<C> = C extends CallDefinition<z.ZodMiniType, z.ZodMiniType, infer V> ? z.output<V> : never;
