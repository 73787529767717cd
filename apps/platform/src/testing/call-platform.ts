import type { CallDefinition, Envelope, QueryOf, BodyOf, ValueOf } from '@playdeck/api';
import { envelopeSchema, mayRefuse } from '@playdeck/api';
import { encryptRequestBody } from '@playdeck/api/crypto';
import type { TestPlatform } from './test-platform';

export interface CallOptions<C extends CallDefinition> {
  query?: QueryOf<C> | Record<string, unknown>;
  body?: BodyOf<C> | Record<string, unknown>;
  token?: string;
  merchant?: string | string[];
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult<C extends CallDefinition> {
  status: number;
  envelope: Envelope<ValueOf<C>>;
  headers: Record<string, string | string[] | number | undefined>;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls the platform over HTTP (Fastify inject) exactly as the client would, and parses the answer with
 * the call's envelope schema: an answer outside the contract fails the test naming the call and fields.
 */
export async function callPlatform<C extends CallDefinition>(
  platform: TestPlatform,
  call: C,
  options: CallOptions<C> = {},
): Promise<CallResult<C>> {
  const headers: Record<string, string | string[]> = { merchant: options.merchant ?? 'PLAYDECK', ...options.headers, ...call.headers };
  if (options.token) headers['authorization'] = options.token;
  let payload: string | Buffer | undefined;
  if (options.body !== undefined) {
    if (call.bodyEncoding === 'binary') {
      headers['content-type'] ??= 'application/octet-stream';
      payload = Buffer.from(options.body as Uint8Array);
    } else if (call.bodyEncoding === 'encrypted') {
      const encrypted = encryptRequestBody(options.body, platform.services.rsaKey);
      Object.assign(headers, encrypted.headers, { 'content-type': 'application/json' });
      payload = JSON.stringify(encrypted.body);
    } else if (call.bodyEncoding === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(options.body as Record<string, unknown>).map(([k, v]) => [k, String(v ?? '')]),
      ).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
  }
  const response = await platform.app.inject({
    method: call.method,
    url: `${call.path}${queryString(options.query as Record<string, unknown>)}`,
    headers,
    payload,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  const parsed = envelopeSchema(call.value).safeParse(response.json());
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`${call.id} answered outside the contract (${response.statusCode}): ${issues}\n${response.body.slice(0, 500)}`);
  }
  assertDeclaredRefusal(call, parsed.data);
  return { status: response.statusCode, envelope: parsed.data as Envelope<ValueOf<C>>, headers: response.headers };
}

/** A refusal the call does not declare (its `errors`, or a shared one) fails the test: the contract must say what the platform answers. */
export function assertDeclaredRefusal(call: CallDefinition, envelope: Envelope<unknown>): void {
  if (envelope.success || mayRefuse(call, envelope.errorCode)) return;
  throw new Error(`${call.id} was refused with ${envelope.errorCode}, which its contract does not declare: add it to the call's errors`);
}

/** The value of a successful answer; fails with the error code otherwise. */
export function valueOf<C extends CallDefinition>(result: CallResult<C>): ValueOf<C> {
  if (!result.envelope.success)
    throw new Error(`expected success, got ${result.status} ${result.envelope.errorCode}: ${result.envelope.message}`);
  return result.envelope.value;
}

/** The error code of a failed answer; fails when the call succeeded. */
export function errorOf<C extends CallDefinition>(result: CallResult<C>): { status: number; errorCode: string; value: unknown } {
  if (result.envelope.success) throw new Error(`expected a failure, got success`);
  return { status: result.status, errorCode: result.envelope.errorCode, value: result.envelope.value };
}
