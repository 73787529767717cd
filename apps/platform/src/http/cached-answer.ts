import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer as it goes on the wire, with the validator a client sends back in If-None-Match. */
export interface SerialisedAnswer {
  /** Bytes, not a string: a cached answer is sent many times and encoded once. */
  body: Buffer;
  etag: string;
}

export function serialiseAnswer(value: unknown): SerialisedAnswer {
  const body = Buffer.from(JSON.stringify({ success: true, value }));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** True when one of the client's validators (weak or strong, or `*`) is this answer's. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a shared (visitor) answer: the browser keeps it and asks again with its ETag each time
 * (`no-cache`), so an unchanged answer costs a 304. It differs by merchant, language and token.
 */
export function sendSharedAnswer(request: FastifyRequest, reply: FastifyReply, answer: SerialisedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', 'Merchant, Language, Authorization');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** One key per call, merchant, language and parsed (so normalised) query and body: keys sorted, absent values dropped. */
export function answerKey(callId: string, merchantId: number, language: string, query: unknown, body: unknown): string {
  return [callId, merchantId, language, stableJson(query), stableJson(body)].join('\u0000');
}

export function stableJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
