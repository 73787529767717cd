import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { failureEnvelopeSchema, STATIC_AVATAR_BASE, STATIC_AVATAR_PATTERN, UPLOADED_IMAGE_ROUTE, type CallDefinition } from '@playdeck/api';
import { isSpecial, type CallOutcome, type NetworkFailure, type Refusal } from './answers';
import { staticAvatarSvg } from './demo/settings';
import { DEMO_UPLOAD_PNG } from './demo/uploads';
import { contractCalls } from './contract-calls';
import { readBody, readQuery } from './read-request';

/**
 * One request the app sent, as the platform read it (encrypted bodies decrypted): `query` and `body` as the
 * app passed them to the client (absent when it sent none). `headers` and `url` are there too, kept out of
 * equality checks so `expect(request).toEqual({ body })` compares what the app chose to send.
 */
export interface SentRequest {
  query?: any;
  body?: any;
  readonly headers: Headers;
  readonly url: URL;
}

function sentRequest(query: Record<string, unknown>, body: unknown, headers: Headers, url: URL): SentRequest {
  const request: SentRequest = Object.defineProperties({} as SentRequest, {
    headers: { value: headers, enumerable: false },
    url: { value: url, enumerable: false },
  });
  if (Object.keys(query).length > 0) request.query = query;
  if (body !== undefined) request.body = body;
  return request;
}

/** What the fake answers for an uploaded image: its bytes, a refusal, or no answer. */
export type UploadedImageAnswer = Uint8Array | Refusal | NetworkFailure;
export type UploadedImageResolver = (uploadId: string, headers: Headers) => UploadedImageAnswer;

export type Resolver<C extends CallDefinition> = (request: SentRequest) => CallOutcome<C> | Promise<CallOutcome<C>>;

/** The default answers: a resolver per call id. A call the world leaves out is refused and reported. */
export type FakeWorld = { [id: string]: Resolver<any> | undefined };

/** A fake answer the contract rejects: the test that caused it fails. */
export class FakeContractError extends Error {
  override name = 'FakeContractError';
}

/** The envelope for `outcome`, checked against the call's schemas: throws FakeContractError for a shape the contract rejects. */
export function fakeEnvelope(definition: CallDefinition, outcome: unknown): { status: number; json: unknown } {
  if (isSpecial(outcome) && outcome.kind === 'refusal') {
    const json = { success: false, errorCode: outcome.errorCode, message: outcome.message ?? null, value: outcome.value ?? null };
    const checked = z.safeParse(failureEnvelopeSchema(), json);
    if (!checked.success)
      throw new FakeContractError(`${definition.id}: refusal rejected by the contract: ${z.prettifyError(checked.error)}`);
    return { status: outcome.status, json };
  }
  if (isSpecial(outcome)) throw new FakeContractError(`${definition.id}: ${outcome.kind} has no envelope`);
  const checked = z.safeParse(definition.value, outcome);
  if (!checked.success) {
    throw new FakeContractError(`${definition.id}: answer rejected by the contract:\n${z.prettifyError(checked.error)}`);
  }
  return { status: 200, json: { success: true, value: outcome ?? null } };
}

/**
 * Pages that photograph stories (tools/visual/capture.mjs) read which requests the fake platform is holding back,
 * and for how long, from this page global: a loading state's picture is then taken as soon as its held request
 * is the only one left, instead of after a long quiet wait. Absent everywhere else.
 */
const DELAYED_ANSWERS_GLOBAL = '__fakePlatformDelayedAnswers';

function announceDelayed(url: string, ms: number): void {
  const delayedAnswers = (globalThis as Record<string, unknown>)[DELAYED_ANSWERS_GLOBAL];
  if (delayedAnswers instanceof Map) delayedAnswers.set(url, ms);
}

/**
 * The operator platform, faked from the contract: one MSW handler per call (its method and path), answering
 * from a world of demo data that a test or story overrides per call. Every answer is checked against the
 * call's schema before it is sent.
 */
export function createFakePlatform(defaultWorld: FakeWorld) {
  let overrides: FakeWorld = {};
  let sent: { id: string; request: SentRequest }[] = [];
  let violations: Error[] = [];
  let uploadedImage: UploadedImageResolver = () => DEMO_UPLOAD_PNG;

  async function respond(definition: CallDefinition, outcome: unknown, url?: string): Promise<Response> {
    if (isSpecial(outcome) && outcome.kind === 'delayed') {
      if (url) announceDelayed(url, outcome.ms);
      await delay(outcome.ms);
      return respond(definition, outcome.then);
    }
    if (isSpecial(outcome) && outcome.kind === 'network-failure') return HttpResponse.error();
    const { status, json } = fakeEnvelope(definition, outcome);
    return HttpResponse.json(json as Record<string, unknown>, { status });
  }

  function refusedFor(definition: CallDefinition, refusal: Refusal, problem?: Error): Promise<Response> {
    if (problem) violations.push(problem);
    return respond(definition, refusal);
  }

  function handlerFor(definition: CallDefinition): HttpHandler {
    const route = http[definition.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];
    return route(definition.path, async ({ request }) => {
      const url = new URL(request.url);
      const reading = await readBody(definition, request);
      if (!reading.ok) return respond(definition, { kind: 'refusal', errorCode: reading.errorCode, status: 400 });
      const received = sentRequest(readQuery(definition, url), reading.body, request.headers, url);
      sent.push({ id: definition.id, request: received });
      const resolver = overrides[definition.id] ?? defaultWorld[definition.id];
      if (!resolver) {
        const problem = new FakeContractError(
          `${definition.id}: the fake platform has no answer; give one with fakePlatform.answer(${definition.id}, …)`,
        );
        return refusedFor(definition, { kind: 'refusal', errorCode: 'function.not.available', status: 400 }, problem);
      }
      try {
        return await respond(definition, await resolver(received), request.url);
      } catch (error) {
        if (!(error instanceof FakeContractError)) throw error;
        return refusedFor(definition, { kind: 'refusal', errorCode: 'fake.contract.violation', status: 500 }, error);
      }
    });
  }

  /** `GET /wps/member/upload/:uploadId` answers bytes, not an envelope: a route of its own. */
  const uploadedImageHandler = http.get(UPLOADED_IMAGE_ROUTE, async ({ params, request }) => {
    const answer = uploadedImage(String(params['uploadId']), request.headers);
    if (answer instanceof Uint8Array) {
      return new HttpResponse(answer.slice().buffer, { headers: { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' } });
    }
    if (answer.kind === 'network-failure') return HttpResponse.error();
    return HttpResponse.json(
      { success: false, errorCode: answer.errorCode, message: answer.message ?? null, value: answer.value ?? null },
      { status: answer.status },
    );
  });

  /** The static avatars' pictures (the platform serves them outside the contract, like uploads). */
  const staticAvatarHandler = http.get(`${STATIC_AVATAR_BASE}/:file`, ({ params }) => {
    const file = String(params['file']);
    if (!STATIC_AVATAR_PATTERN.test(file)) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(staticAvatarSvg(Number.parseInt(file, 10)), { headers: { 'Content-Type': 'image/svg+xml' } });
  });

  return {
    handlers: [...contractCalls.map(handlerFor), uploadedImageHandler, staticAvatarHandler],

    /** From now on an uploaded image's bytes are `answer`'s (the demo PNG for every id by default). */
    answerUploadedImage(answer: UploadedImageAnswer | UploadedImageResolver): void {
      uploadedImage = typeof answer === 'function' ? answer : () => answer;
    },

    /**
     * From now on `definition` is answered by `answer`: a value (checked at once), a refusal (with a code the call
     * declares, a shared one, or refuseUnknown's), a failure or a resolver.
     */
    answer<C extends CallDefinition>(definition: C, answer: CallOutcome<C> | Resolver<C>): void {
      if (typeof answer !== 'function' && !isSpecial(answer)) fakeEnvelope(definition, answer);
      overrides = { ...overrides, [definition.id]: typeof answer === 'function' ? (answer as Resolver<C>) : () => answer };
    },

    /** What the app sent for `definition`, in order. */
    requests(definition: CallDefinition): SentRequest[] {
      return sent.filter((entry) => entry.id === definition.id).map((entry) => entry.request);
    },

    /** Ids of every call the app made, in order. */
    calledIds(): string[] {
      return sent.map((entry) => entry.id);
    },

    /** Throws the first answer the contract rejected (or a call the world could not answer) since the last reset. */
    verify(): void {
      const [first] = violations;
      if (first) throw first;
    },

    /** Back to the default world, with nothing sent. */
    reset(): void {
      overrides = {};
      uploadedImage = () => DEMO_UPLOAD_PNG;
      sent = [];
      violations = [];
    },
  };
}

export type FakePlatform = ReturnType<typeof createFakePlatform>;
