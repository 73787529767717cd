import { ofetch, type FetchResponse } from 'ofetch';
import { contract } from '../contract';
import { failureEnvelopeSchema } from '../contract/envelope';
import type { CallDefinition, ValueOf } from '../contract/define-call';
import type { RsaPublicKey } from '../crypto';
import { ApiContractError, ApiError, ApiNetworkError, SESSION_ENDED_CODES } from './api-errors';
import type { CallOptions, OptionalWhenEmpty } from './call-options';
import { deadline } from './deadline';
import { takeEarlyAnswer, type RawAnswer } from './early-answers';
import { formBody, requestUrl } from './encode-request';
import { ENCRYPTED_VALUE_LIMIT } from '../crypto/limits';
import { encryptBody, publicKeyCache } from './encrypt-body';
import { parseAnswer } from './parse-answer';
import { retryAfterSeconds } from './retry-after';
import { base64Utf8, requestHeaders, type ClientDevice, type HeaderSources } from './request-headers';
import { DEFAULT_RETRY_DELAYS_MS, pause, retryDelay } from './retry-policy';

export const DEFAULT_TIMEOUT_MS = 15_000;

/** What the client needs of the brand; `brand` from @playdeck/brand fits (passed in so the platform can import libs/api). */
export interface ApiClientBrand {
  merchantCode: string;
  api: { origin: string };
  languages: { default: string };
}

export interface ApiClientOptions {
  brand: ApiClientBrand;
  /** Overrides `brand.api.origin` ('' = same origin). */
  baseURL?: string;
  /** The `Merchant` header; the session layer answers `<code>trial` while a trial session is active. */
  merchantCode?: () => string;
  device?: ClientDevice;
  /** The current i18n language code; the brand's default when absent. */
  language?: () => string;
  /** The session token, sent raw as `Authorization`. */
  token?: () => string | null | undefined;
  /** Told when the platform says the session is over, so the session layer logs out. */
  onSessionEnded?: (errorCode: string) => void;
  /**
   * Awaited before a platform refusal reaches the caller: the session layer loads the refusal texts then, so the
   * first render carries none of them and a refusal still shows a translated message. Its failure is ignored.
   */
  beforeRefusal?: (error: ApiError) => Promise<unknown>;
  timeoutMs?: number;
  /** Pauses before the first and second retry of an unanswered idempotent call; a function is asked at each call. */
  retryDelaysMs?: readonly number[] | (() => readonly number[]);
  userAgent?: string;
}

export interface ApiAnswer<C extends CallDefinition> {
  value: ValueOf<C>;
  /** The envelope's `value` as it arrived, before parsing (what a persisted cache stores). */
  rawValue: unknown;
  status: number;
}

export interface ApiClient {
  /** The call's parsed value; throws ApiError, ApiContractError or ApiNetworkError. */
  call<C extends CallDefinition>(definition: C, ...options: OptionalWhenEmpty<CallOptions<C>>): Promise<ValueOf<C>>;
  request<C extends CallDefinition>(definition: C, ...options: OptionalWhenEmpty<CallOptions<C>>): Promise<ApiAnswer<C>>;
  /**
   * The bytes a platform route answers instead of an envelope (an uploaded image), fetched with the
   * session's headers; a refusal throws ApiError as a call's would. Not retried.
   */
  blob(path: string, options?: { signal?: AbortSignal }): Promise<Blob>;
}

interface PreparedBody {
  content: string | Uint8Array;
  headers: Record<string, string>;
}

type LooseOptions = { query?: unknown; body?: unknown; signal?: AbortSignal };

function parseJson(text: unknown): { ok: true; json: unknown } | { ok: false } {
  if (typeof text !== 'string' || text === '') return { ok: false };
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function plainBody(definition: CallDefinition, body: unknown): PreparedBody | undefined {
  if (body === undefined || !definition.body) return undefined;
  if (definition.bodyEncoding === 'form') {
    return { content: formBody(body), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  }
  return { content: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/**
 * A File or Blob as its bytes, typed as the browser guessed (only a hint: the platform sniffs the bytes).
 * Read first rather than handed to fetch, so every fetch (a browser's, undici's under jsdom) sends the same.
 */
async function binaryBody(body: unknown): Promise<PreparedBody> {
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  const content = isBlob ? new Uint8Array(await body.arrayBuffer()) : (body as Uint8Array);
  return { content, headers: { 'Content-Type': isBlob && body.type ? body.type : 'application/octet-stream' } };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { brand } = options;
  const sources: HeaderSources = {
    merchantCode: options.merchantCode ?? (() => brand.merchantCode),
    device: options.device ?? 'web',
    language: options.language ?? (() => brand.languages.default),
    token: options.token ?? (() => undefined),
    realUserAgent: base64Utf8(options.userAgent ?? globalThis.navigator?.userAgent ?? ''),
  };
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelays = () => {
    const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    return typeof delays === 'function' ? delays() : delays;
  };
  // Status, retries and parsing are decided here, so ofetch neither throws on 4xx/5xx nor retries nor parses.
  const $fetch = ofetch.create({
    baseURL: options.baseURL ?? brand.api.origin,
    retry: false,
    ignoreResponseError: true,
    responseType: 'text',
  });
  const publicKeys = publicKeyCache(() => call(contract.session.publicKey));

  function endSessionIfTold(error: ApiError, tokenSent: boolean): void {
    if (!SESSION_ENDED_CODES.has(error.errorCode)) return;
    // 401 is the platform's signal; some deployments answer these codes with 200, which counts only if we sent a token.
    if (error.status !== 401 && !tokenSent) return;
    try {
      options.onSessionEnded?.(error.errorCode);
    } catch {
      // The hook's own failure must not hide the refusal from the caller.
    }
  }

  async function readyToShow(error: unknown): Promise<unknown> {
    if (error instanceof ApiError) await options.beforeRefusal?.(error).catch(() => undefined);
    return error;
  }

  async function fetchRaw(
    definition: CallDefinition,
    url: string,
    headers: Headers,
    body: PreparedBody | undefined,
    signal?: AbortSignal,
  ): Promise<RawAnswer> {
    const limit = deadline(timeoutMs, signal);
    try {
      const response: FetchResponse<string> = await $fetch.raw(url, {
        method: definition.method,
        headers,
        body: body?.content,
        signal: limit.signal,
      });
      return { status: response.status, text: response._data ?? '', retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new ApiNetworkError(definition.id, limit.expired ? 'error_slow_connection' : 'error_network', { cause: error });
    } finally {
      limit.dispose();
    }
  }

  async function exchange<C extends CallDefinition>(
    definition: C,
    query: unknown,
    body: PreparedBody | undefined,
    signal?: AbortSignal,
  ): Promise<ApiAnswer<C>> {
    const headers = requestHeaders(sources, { ...definition.headers, ...body?.headers });
    const url = requestUrl(definition.path, query);
    // A read the entry already started is validated here like any other answer; a failed one is fetched again.
    const early = definition.method === 'GET' && !body ? await takeEarlyAnswer(url, headers)?.catch(() => undefined) : undefined;
    const response = early ?? (await fetchRaw(definition, url, headers, body, signal));
    const parsed = parseJson(response.text);
    if (!parsed.ok) throw new ApiContractError(definition.id, response.status, ['(root): the answer is not JSON']);
    try {
      const value = parseAnswer(definition, response.status, parsed.json, retryAfterSeconds(response.retryAfter));
      return { value, rawValue: (parsed.json as { value?: unknown }).value, status: response.status };
    } catch (error) {
      if (error instanceof ApiError) endSessionIfTold(error, headers.has('Authorization'));
      throw error;
    }
  }

  /** One attempt; an encrypted body refused as `request_param_err` with a cached key is re-sent once under a fresh key. */
  async function attempt<C extends CallDefinition>(definition: C, options: LooseOptions): Promise<ApiAnswer<C>> {
    if (definition.bodyEncoding === 'binary') return exchange(definition, options.query, await binaryBody(options.body), options.signal);
    if (definition.bodyEncoding !== 'encrypted')
      return exchange(definition, options.query, plainBody(definition, options.body), options.signal);
    const send = async (key: RsaPublicKey) => {
      const encrypted = await encryptBody(options.body ?? {}, key);
      // The platform would refuse it (413), and on the way its X-Digest copy would overflow a server's header budget.
      if (encrypted.body.value.length > ENCRYPTED_VALUE_LIMIT) throw new ApiError(definition.id, 'request.body.too.large', 413, null);
      const body = { content: JSON.stringify(encrypted.body), headers: { ...encrypted.headers, 'Content-Type': 'application/json' } };
      return exchange<C>(definition, options.query, body, options.signal);
    };
    const { key, fetched } = await publicKeys.get();
    try {
      return await send(key);
    } catch (error) {
      if (fetched || !(error instanceof ApiError && error.errorCode === 'request_param_err')) throw error;
      publicKeys.forget(key);
      return send((await publicKeys.get()).key);
    }
  }

  async function request<C extends CallDefinition>(definition: C, ...rest: OptionalWhenEmpty<CallOptions<C>>): Promise<ApiAnswer<C>> {
    const options = (rest[0] ?? {}) as LooseOptions;
    const delays = retryDelays();
    for (let retry = 0; ; retry++) {
      try {
        return await attempt(definition, options);
      } catch (error) {
        const delay = definition.idempotent ? retryDelay(error, retry, delays) : undefined;
        if (delay === undefined) throw await readyToShow(error);
        await pause(delay, options.signal);
      }
    }
  }

  async function call<C extends CallDefinition>(definition: C, ...rest: OptionalWhenEmpty<CallOptions<C>>): Promise<ValueOf<C>> {
    return (await request(definition, ...rest)).value;
  }

  async function blob(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<Blob> {
    const headers = requestHeaders(sources);
    const limit = deadline(timeoutMs, signal);
    let response: FetchResponse<Blob>;
    try {
      response = await $fetch.raw<Blob, 'blob'>(path, { method: 'GET', headers, responseType: 'blob', signal: limit.signal });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new ApiNetworkError(path, limit.expired ? 'error_slow_connection' : 'error_network', { cause: error });
    } finally {
      limit.dispose();
    }
    const data = response._data;
    if (response.ok && data) return data;
    const parsed = parseJson(data ? await data.text() : '');
    const envelope = failureEnvelopeSchema().safeParse(parsed.ok ? parsed.json : undefined);
    if (!envelope.success) throw new ApiContractError(path, response.status, ['(root): the refusal is not an envelope']);
    const error = new ApiError(path, envelope.data.errorCode, response.status, envelope.data.value, envelope.data.message);
    endSessionIfTold(error, headers.has('Authorization'));
    throw await readyToShow(error);
  }

  return { call, request, blob };
}
