import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { decryptRequestBody, type RsaPrivateKey } from '@playdeck/api/crypto';
import { NoAnswerError, noAnswerReason, sendCall, type Target } from './send-call';

function rsaKey(): RsaPrivateKey {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 }).privateKey.export({ format: 'jwk' });
  const hex = (base64url: string) => Buffer.from(base64url, 'base64url').toString('hex');
  return { modulus: hex(jwk.n!), exponent: hex(jwk.e!), privateExponent: hex(jwk.d!) };
}

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

function recordingTarget(answer = () => Response.json({ success: true, value: {} }, { headers: { 'x-request-id': 'ignored' } })) {
  const sent: Sent[] = [];
  const target: Target = {
    baseUrl: 'https://api.example.com/platform',
    merchant: 'ACME',
    language: 'TY',
    timeoutMs: 1000,
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method!, headers: new Headers(init.headers), body: init.body as string | undefined });
      return answer();
    }) as typeof fetch,
  };
  return { target, sent };
}

describe('sendCall', () => {
  it("sends the app's headers once each, the raw token and the call's own headers", async () => {
    const { target, sent } = recordingTarget();
    const answer = await sendCall(target, contract.inbox.unreadCount, {}, { token: 'tok123', merchant: 'ACMEtrial' }, undefined);
    expect(sent[0]!.url).toBe('https://api.example.com/platform/wps/member/inbox/unreadCount');
    expect(sent[0]!.method).toBe('GET');
    const headers = Object.fromEntries(sent[0]!.headers);
    expect(headers).toMatchObject({
      merchant: 'ACMEtrial',
      device: 'web',
      language: 'TY',
      authorization: 'tok123',
      module: 'CBS3',
      'x-real-ua': btoa('playdeck-conformance'),
    });
    expect(headers['x-request-id']).toMatch(/^conformance-\w+-\d+$/);
    expect(answer.requestId).toBe(`${headers['x-request-id']} (platform: ignored)`);
  });

  it('sends a visitor without Authorization, the query comma-joined, a form body as form', async () => {
    const { target, sent } = recordingTarget();
    await sendCall(target, contract.content.announcements, { query: { types: ['B', 'PL'], groupName: undefined } }, undefined, undefined);
    expect(sent[0]!.url).toBe('https://api.example.com/platform/wps/system/announcements?types=B%2CPL');
    expect(sent[0]!.headers.has('authorization')).toBe(false);
    expect(sent[0]!.headers.get('merchant')).toBe('ACME');
    await sendCall(target, contract.settings.nickname, { body: { nickname: 'Lucky Member' } }, { token: 't', merchant: 'ACME' }, undefined);
    expect(sent[1]!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(sent[1]!.body).toBe('nickname=Lucky+Member');
  });

  it("encrypts an encrypted call's body with the platform's key, as the platform decrypts it", async () => {
    const key = rsaKey();
    const { target, sent } = recordingTarget();
    const body = { type: 'username', username: 'member01', password: 'Demo1234', loginDeviceId: '0b7c4f7e-3f1a-4c1e-9a53-0d3c2b1a0f9e' };
    await sendCall(target, contract.session.login, { body }, undefined, key);
    const headers = Object.fromEntries(sent[0]!.headers);
    expect(Object.keys(headers)).toEqual(expect.arrayContaining(['encryption', 'x-digest', 'x-rsa']));
    expect(decryptRequestBody(headers, JSON.parse(sent[0]!.body!), key)).toEqual({ ok: true, payload: body });
  });

  it('turns no answer into NoAnswerError with a short reason', async () => {
    const target: Target = {
      ...recordingTarget().target,
      fetch: (async () => {
        throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      }) as typeof fetch,
    };
    await expect(sendCall(target, contract.system.status, {}, undefined, undefined)).rejects.toEqual(
      new NoAnswerError('system.status', 'connection refused'),
    );
    expect(noAnswerReason(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe('timed out');
    expect(noAnswerReason(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } }))).toBe('unknown host');
  });
});
