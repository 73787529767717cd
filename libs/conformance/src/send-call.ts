import type { CallDefinition } from '@playdeck/api';
import { encryptRequestBody, type RsaPublicKey } from '@playdeck/api/crypto';
import type { CallRequest } from './plan';

/** Where and as whom the check calls: the headers every request of the app carries (upstream-contract.md). */
export interface Target {
  baseUrl: string;
  merchant: string;
  language: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

export interface Session {
  token: string;
  /** `<merchant>trial` for a trial session. */
  merchant: string;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  /** The X-Request-Id the check sent (and the platform's echo, when it differs): what to grep the platform's log for. */
  requestId: string;
}

/** No answer at all (refused connection, unknown host, timeout): the platform is not there. */
export class NoAnswerError extends Error {
  constructor(
    readonly callId: string,
    readonly reason: string,
  ) {
    super(`${callId}: no answer (${reason})`);
  }
}

const USER_AGENT = 'playdeck-conformance';
let requestCounter = 0;
const runId = Math.random().toString(36).slice(2, 8);

function queryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function encodedBody(
  call: CallDefinition,
  body: unknown,
  key: RsaPublicKey | undefined,
): { content: string; headers: Record<string, string> } {
  if (call.bodyEncoding === 'encrypted') {
    if (!key) throw new Error(`${call.id}: an encrypted body needs the platform's public key`);
    const encrypted = encryptRequestBody(body, key);
    return { content: JSON.stringify(encrypted.body), headers: { ...encrypted.headers, 'Content-Type': 'application/json' } };
  }
  if (call.bodyEncoding === 'form') {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      if (value !== undefined && value !== null) params.append(name, String(value));
    }
    return { content: params.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  }
  return { content: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/** Why fetch got no answer, in a few words (undici hides the socket's error in `cause`). */
export function noAnswerReason(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused';
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return 'unknown host';
  if (cause?.code) return cause.code;
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** Sends one call as the app's client does: Merchant, Device, Language, X-Real-UA, the raw token, encrypted bodies. */
export async function sendCall(
  target: Target,
  call: CallDefinition,
  request: CallRequest,
  session: Session | undefined,
  publicKey: RsaPublicKey | undefined,
): Promise<RawAnswer> {
  const requestId = `conformance-${runId}-${++requestCounter}`;
  const headers = new Headers(call.headers);
  headers.set('Merchant', session?.merchant ?? target.merchant);
  headers.set('Device', 'web');
  headers.set('Language', target.language);
  headers.set('X-Real-UA', btoa(USER_AGENT));
  headers.set('User-Agent', USER_AGENT);
  headers.set('X-Request-Id', requestId);
  if (session) headers.set('Authorization', session.token);
  const body = request.body !== undefined && call.body ? encodedBody(call, request.body, publicKey) : undefined;
  for (const [name, value] of Object.entries(body?.headers ?? {})) headers.set(name, value);
  const url = `${target.baseUrl}${call.path}${queryString(request.query)}`;
  let response: Response;
  try {
    response = await target.fetch(url, {
      method: call.method,
      headers,
      body: body?.content,
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (error) {
    throw new NoAnswerError(call.id, noAnswerReason(error));
  }
  const text = await response.text().catch(() => '');
  const echoed = response.headers.get('x-request-id');
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    requestId: echoed && echoed !== requestId ? `${requestId} (platform: ${echoed})` : requestId,
  };
}
