import { onTestFinished, vi } from 'vitest';
import type { SiteStatus } from '@playdeck/api';

/** What the stub answers for one path: an envelope's value, a refusal, a raw answer or no answer at all. */
export type StubAnswer =
  | { value: unknown }
  | { errorCode: string; status?: number }
  | { raw: unknown; status?: number }
  | 'network-error';

/** A function answers each call afresh; returning a promise holds the answer back until it settles. */
export type PlatformAnswers = Record<string, StubAnswer | ((url: URL) => StubAnswer | Promise<StubAnswer>)>;

export const NORMAL_STATUS: SiteStatus = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.7', country: 'VN' },
  info: {
    customerService: 'https://support.example.test/live',
    imageCDNs: ['/wps/static'],
    mobileTemplate: { mem_cen: 1, dep_func: 0 },
    resources: {},
  },
};

const DEFAULT_ANSWERS: PlatformAnswers = {
  '/wps/system/status': { value: NORMAL_STATUS },
  '/wps/member/inbox/unreadCount': { value: { unReadCount: 0 } },
};

function respond(answer: StubAnswer): Response {
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if ('value' in answer) return json({ success: true, value: answer.value }, 200);
  if ('raw' in answer) return json(answer.raw, answer.status ?? 200);
  return json({ success: false, errorCode: answer.errorCode, value: null }, answer.status ?? 400);
}

/**
 * Answers the app's calls by path (the client's real parsing and errors apply), with a normal site status
 * by default; an unlisted path is refused as not found. Returns the requests seen. Undone after the test.
 */
export function stubPlatform(answers: PlatformAnswers = {}) {
  const table = { ...DEFAULT_ANSWERS, ...answers };
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      requests.push(url);
      const entry = table[url.pathname];
      const answer = typeof entry === 'function' ? await entry(url) : entry;
      return respond(answer ?? { errorCode: 'not.found', status: 404 });
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { requests, hits: (path: string) => requests.filter((url) => url.pathname === path).length };
}
