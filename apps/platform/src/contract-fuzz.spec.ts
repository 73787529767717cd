import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, envelopeSchema, type CallDefinition } from '@playdeck/api';
import { encryptRequestBody } from '@playdeck/api/crypto';
import { members, merchants, sessions } from './db/schema';
import { hashToken } from './http/authenticate';
import { newSessionToken } from './security/secrets';
import { HOSTILE_BODIES, HOSTILE_VALUES, KEY_HOSTILE_VALUES, leafPaths, mutate, RAW_BODIES, replaceAt } from './testing/fuzz/hostile';
import { seededRandom, type Random } from './testing/fuzz/random';
import { validSampleOf } from './testing/fuzz/schema-sample';
import { resetTestPlatform, type TestPlatform } from './testing/test-platform';

/**
 * A schema-driven fuzzer over every call of the contract, run in `npm test` with a fixed seed: for each
 * call it sends valid requests made from the call's own schemas, the same with one value made hostile
 * (NUL, lone surrogates, 1e17, wrong types, huge text), hostile whole bodies, broken JSON and encryption,
 * no or bad tokens and headers. Every answer must be the platform's envelope, and none a 5xx.
 */

const SEED = 16_2026;
const RANDOM_MUTATIONS_PER_CALL = 16;
const REPORT = path.resolve(import.meta.dirname, '../../../reports/tests/contract-fuzz.json');

const calls = Object.values(contract).flatMap((domain) => Object.values(domain as Record<string, CallDefinition>));

interface FuzzRequest {
  query?: unknown;
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  brokenEncryption?: boolean;
}

interface Failure {
  call: string;
  status: number;
  request: string;
  answer: string;
}

function queryString(query: unknown): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  if (query === null || typeof query !== 'object') params.append('q', String(query));
  else
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined) params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
      }
    }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function payloadOf(call: CallDefinition, request: FuzzRequest, platform: TestPlatform) {
  const headers: Record<string, string> = {};
  if (request.rawBody !== undefined) return { headers: { 'content-type': 'application/json' }, payload: request.rawBody };
  if (request.body === undefined) return { headers, payload: undefined };
  switch (call.bodyEncoding) {
    case 'binary':
      return { headers: { 'content-type': 'image/png' }, payload: Buffer.from(JSON.stringify(request.body)) };
    case 'form':
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: queryString(request.body).slice(1),
      };
    case 'encrypted': {
      const encrypted = encryptRequestBody(request.body, platform.services.rsaKey);
      const sent: Record<string, string> = { ...encrypted.headers, 'content-type': 'application/json' };
      if (request.brokenEncryption) sent['Encryption'] = 'AAAA';
      return { headers: sent, payload: JSON.stringify(encrypted.body) };
    }
    default:
      return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(request.body) };
  }
}

/** The requests for one call: valid ones, then hostile variations of them. */
function requestsFor(call: CallDefinition, random: Random, token: string | undefined): FuzzRequest[] {
  const sample = () => ({
    query: call.query ? validSampleOf(call.query, random) : undefined,
    body: call.body ? validSampleOf(call.body, random) : undefined,
    token,
  });
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < 3; i++) requests.push(sample());
  // Every field of a valid request once with each value class that used to answer 500.
  const valid = sample();
  for (const part of ['query', 'body'] as const) {
    if (valid[part] === undefined) continue;
    for (const leaf of leafPaths(valid[part]).filter((leaf) => leaf.length > 0)) {
      for (const hostile of KEY_HOSTILE_VALUES) requests.push({ ...valid, [part]: replaceAt(valid[part], leaf, hostile) });
    }
  }
  const randomEnd = requests.length + RANDOM_MUTATIONS_PER_CALL;
  while (requests.length < randomEnd) {
    const base = sample();
    const target = call.body && (!call.query || random.chance(0.6)) ? 'body' : 'query';
    requests.push({ ...base, [target]: mutate(base[target], random) });
  }
  const base = sample();
  requests.push({ ...base, token: undefined });
  requests.push({ ...base, token: 'not-a-token-\u0000' });
  requests.push({ ...base, headers: { language: String(random.pick(HOSTILE_VALUES)), device: '\uD800', 'x-real-ua': 'ua\u0000' } });
  requests.push(
    call.body
      ? random.chance(0.5)
        ? { ...base, body: random.pick(HOSTILE_BODIES) }
        : { ...base, body: undefined, rawBody: random.pick(RAW_BODIES) }
      : { ...base, query: random.pick(HOSTILE_BODIES) },
  );
  requests.push(call.bodyEncoding === 'encrypted' ? { ...base, brokenEncryption: true } : { ...base, headers: { merchant: 'NOPE\u0000' } });
  return requests;
}

describe("the fuzzer's requests", () => {
  it('get past the schemas of nearly every call (so the hostile ones reach the handlers), the same on every run', () => {
    const withInput = calls.filter((call) => call.query || call.body);
    const passing = (seed: number) => {
      const random = seededRandom(seed);
      return withInput.filter((call) =>
        (['query', 'body'] as const).every((part) => !call[part] || call[part]!.safeParse(validSampleOf(call[part]!, random)).success),
      );
    };
    const first = passing(SEED);
    expect(first.length / withInput.length).toBeGreaterThan(0.9);
    expect(passing(SEED).map((call) => call.id)).toEqual(first.map((call) => call.id));
  });
});

describe('contract fuzzer', () => {
  let platform: TestPlatform;
  const tokens = new Map<string, () => Promise<string>>();

  beforeAll(async () => {
    platform = await resetTestPlatform();
    const { db } = platform.services;
    // A fresh session per call, made directly (no scrypt): a fuzzed logout or password change ends only its own.
    const sessionFor = async (username: string) => {
      const [member] = await db
        .select({ id: members.id, merchantId: members.merchantId })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(and(eq(members.username, username), eq(merchants.code, 'PLAYDECK')));
      const token = newSessionToken();
      const now = platform.services.now();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        memberId: member!.id,
        merchantId: member!.merchantId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
        ip: '127.0.0.1',
      });
      return token;
    };
    tokens.set('member', () => sessionFor('member01'));
    tokens.set('agent', () => sessionFor('agent01'));
  });

  it(`answers valid and hostile requests to each of the ${calls.length} calls with envelopes and no 5xx`, async () => {
    const random = seededRandom(SEED);
    const failures: Failure[] = [];
    const statuses: Record<string, number> = {};
    let sent = 0;
    for (const call of calls) {
      const identity = call.id.startsWith('agent') ? 'agent' : 'member';
      const token = call.auth === 'none' ? undefined : await tokens.get(identity)!();
      for (const request of requestsFor(call, random, token)) {
        const { headers, payload } = payloadOf(call, request, platform);
        const response = await platform.app.inject({
          method: call.method,
          url: `${call.path}${queryString(request.query)}`,
          headers: {
            merchant: 'PLAYDECK',
            ...call.headers,
            ...(request.token && { authorization: request.token }),
            ...headers,
            ...request.headers,
          },
          payload,
          // Every request from its own address, so per-IP limits do not turn the run into a run of 429s.
          remoteAddress: `10.${random.int(256)}.${random.int(256)}.${random.int(254) + 1}`,
        });
        sent++;
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const envelope = (() => {
          try {
            return envelopeSchema(call.value).safeParse(response.json()).success;
          } catch {
            return false;
          }
        })();
        if (response.statusCode >= 500 || !envelope) {
          failures.push({
            call: call.id,
            status: response.statusCode,
            request: JSON.stringify({ query: request.query, body: request.body, rawBody: request.rawBody, headers: request.headers }).slice(
              0,
              300,
            ),
            answer: response.body.slice(0, 300),
          });
        }
      }
    }
    const serverErrors = failures.filter((failure) => failure.status >= 500).length;
    const report = {
      seed: SEED,
      calls: calls.length,
      requests: sent,
      serverErrors,
      nonEnvelopes: failures.length - serverErrors,
      statuses,
    };
    mkdirSync(path.dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify({ ...report, failures: failures.slice(0, 50) }, null, 2)}\n`);
    console.log(
      `contract fuzzer: ${sent} requests to ${calls.length} calls (seed ${SEED}), ${serverErrors} server errors, ${report.nonEnvelopes} answers outside the envelope`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThan(calls.length * (RANDOM_MUTATIONS_PER_CALL + 8));
  }, 600_000);
});
