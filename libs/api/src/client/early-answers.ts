import { requestUrl } from './encode-request';

/** An answer as it came off the wire, before the contract has looked at it. */
export interface RawAnswer {
  status: number;
  text: string;
  /** The Retry-After header, for a refusal whose body does not say when to come back. */
  retryAfter?: string | null;
}

/** A read the entry starts before the API client (and zod) have downloaded. */
export interface EarlyRequest {
  path: string;
  query?: Readonly<Record<string, string>>;
}

/** Past this an early answer is too old to stand in for a fresh request. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

interface Pending {
  answer: Promise<RawAnswer>;
  startedAt: number;
}

const pending = new Map<string, Pending>();

// The same URL asked with another merchant, language or token is another answer.
function keyOf(url: string, headers: Headers): string {
  return [url, headers.get('Merchant'), headers.get('Language'), headers.get('Authorization') ?? ''].join('\n');
}

/**
 * Starts a plain GET for `request` with the headers the API client would send; its answer waits to be taken.
 * The entry may read the answer too (the prerendered shell paints its first image from it).
 */
export function startEarlyRequest(origin: string, request: EarlyRequest, headers: Headers): Promise<RawAnswer> {
  const url = requestUrl(request.path, request.query);
  const answer = fetch(`${origin}${url}`, { headers }).then(async (response) => ({
    status: response.status,
    text: await response.text(),
    retryAfter: response.headers.get('retry-after'),
  }));
  // Nobody may ever take it (the query was served from storage): an unread failure must not surface as unhandled.
  answer.catch(() => undefined);
  pending.set(keyOf(url, headers), { answer, startedAt: Date.now() });
  return answer;
}

/**
 * The early answer to this GET, once: the client validates it against the contract as if it had fetched it.
 * Undefined when none was started, it was taken already, or it is too old.
 */
export function takeEarlyAnswer(url: string, headers: Headers): Promise<RawAnswer> | undefined {
  const key = keyOf(url, headers);
  const entry = pending.get(key);
  pending.delete(key);
  if (!entry || Date.now() - entry.startedAt > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return entry.answer;
}

/** Forgets every early answer (tests). */
export function clearEarlyAnswers(): void {
  pending.clear();
}
