import { describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { ApiContractError, ApiError, ApiNetworkError, createApiClient } from '@playdeck/api/client';
import { brand } from '@playdeck/brand';
import {
  calls,
  delayed,
  demoSessionAnswer,
  FakeContractError,
  fakeEnvelope,
  fakePlatform,
  networkFailure,
  notFoundStory,
  refuse,
  refuseUnknown,
} from './index';

// A bare client of the contract: the fake platform is tested without the session library (whose own specs use it).
const apiClient = createApiClient({ brand });

const DEVICE_ID = '0b6f1f0e-8a63-4c57-9a59-1d2b0f1c2e3d';

describe('the fake platform', () => {
  it('answers every call a screen makes from the demo world', async () => {
    await expect(apiClient.call(calls.system.status)).resolves.toMatchObject({ maintenance: false });
    await expect(apiClient.call(calls.games.vendors, { query: { language: 'EN' } })).resolves.toMatchObject({
      data: { lanes: expect.any(Array) },
    });
  });

  it('refuses an answer the contract rejects, whether given up front or by a resolver', async () => {
    expect(() => fakeEnvelope(calls.inbox.unreadCount, { unReadCount: -1 })).toThrow(FakeContractError);
    expect(() => fakePlatform.answer(calls.inbox.unreadCount, { unReadCount: 'two' } as never)).toThrow(
      /inbox.unreadCount: answer rejected/,
    );

    fakePlatform.answer(calls.inbox.unreadCount, () => ({ unreadCount: 2 }) as never);
    await expect(apiClient.call(calls.inbox.unreadCount)).rejects.toBeInstanceOf(ApiError);
    expect(() => fakePlatform.verify()).toThrow(FakeContractError);
    fakePlatform.reset();
  });

  it('refuses a refusal the contract rejects', () => {
    expect(() => fakeEnvelope(calls.session.login, refuseUnknown(''))).not.toThrow();
    expect(() => fakeEnvelope(calls.session.login, { kind: 'refusal', errorCode: 42, status: 400 })).toThrow(FakeContractError);
  });

  it('answers per test: a value, a refusal with its errorCode and value, a network failure', async () => {
    fakePlatform.answer(calls.inbox.unreadCount, { unReadCount: 3 });
    await expect(apiClient.call(calls.inbox.unreadCount)).resolves.toEqual({ unReadCount: 3 });

    fakePlatform.answer(calls.inbox.unreadCount, refuse('TOO_MANY_REQUEST', { value: { retryAfterSeconds: 5 } }));
    await expect(apiClient.call(calls.inbox.unreadCount)).rejects.toMatchObject({
      errorCode: 'TOO_MANY_REQUEST',
      value: { retryAfterSeconds: 5 },
    });

    fakePlatform.answer(calls.games.launch, networkFailure());
    await expect(apiClient.call(calls.games.launch, { body: { vendor: 'PG' } })).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('holds an answer back for a delay', async () => {
    fakePlatform.answer(calls.inbox.unreadCount, delayed(120, { unReadCount: 1 }));
    const started = Date.now();
    await expect(apiClient.call(calls.inbox.unreadCount)).resolves.toEqual({ unReadCount: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('records what the app sent: queries as the platform reads them, decrypted bodies and headers', async () => {
    await apiClient.call(calls.content.announcements, { query: { types: 'B,PL', language: 'EN' } });
    expect(fakePlatform.requests(calls.content.announcements)[0]!.query).toEqual({ types: 'B,PL', language: 'EN' });

    await apiClient.call(calls.games.gameList, { query: { pageNo: 2, pageSize: 10, gameName: '777' } });
    expect(fakePlatform.requests(calls.games.gameList)[0]!.query).toEqual({ pageNo: 2, pageSize: 10, gameName: '777' });

    const body = { type: 'username' as const, username: 'member01', password: 'secret1', loginDeviceId: DEVICE_ID };
    await expect(apiClient.call(calls.session.login, { body })).resolves.toEqual(demoSessionAnswer);
    const [login] = fakePlatform.requests(calls.session.login);
    expect(login!.body).toEqual(body);
    expect(login).toEqual({ body });
    expect(login!.headers.get('X-Digest')).not.toContain('secret1');
    expect(login!.headers.get('Merchant')).toBe('PLAYDECK');
    expect(fakePlatform.calledIds()).toContain(contract.session.publicKey.id);
  });

  it('refuses an encrypted call without its X- headers, as the platform does', async () => {
    const response = await fetch('/wps/session/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"value":"x"}',
    });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  it('serves each static avatar a picture of its own, and no picture for a name that is not one', async () => {
    const five = await fetch('/wps/static/avatars/5.png');
    expect(five.headers.get('Content-Type')).toBe('image/svg+xml');
    const six = await (await fetch('/wps/static/avatars/6.png')).text();
    expect(await five.text()).not.toBe(six);
    expect((await fetch('/wps/static/avatars/..%2Fsecret')).status).toBe(404);
  });

  it('a call the world cannot answer fails the test that made it', async () => {
    const { demoWorld, createFakePlatform } = await import('./index');
    const bare = createFakePlatform({ ...demoWorld, [calls.system.status.id]: undefined });
    const handler = bare.handlers.find((candidate) => candidate.info.header.includes('/wps/system/status'))!;
    const response = await handler.run({ request: new Request(new URL('/wps/system/status', location.href)), requestId: '1' });
    expect(response?.response?.status).toBe(400);
    expect(() => bare.verify()).toThrow(/system.status: the fake platform has no answer/);
  });

  it('the contract error of a bad answer names the call', async () => {
    fakePlatform.answer(calls.system.status, () => ({ maintenance: 'no' }) as never);
    await expect(apiClient.call(calls.system.status)).rejects.toSatisfy(
      (error) => error instanceof ApiError || error instanceof ApiContractError,
    );
    expect(() => fakePlatform.verify()).toThrow(/system.status/);
    fakePlatform.reset();
  });
});

// Compile-time checks (tsc runs over spec files): a refusal's code is one the call declares, or a shared one.
function _typedRefusals() {
  fakePlatform.answer(calls.bankCard.add, refuse('bankcard.duplicate'));
  fakePlatform.answer(calls.bankCard.add, refuse('TOO_MANY_REQUEST'));
  fakePlatform.answer(calls.bankCard.add, refuse('trial.forbidden', { status: 403 }));
  fakePlatform.answer(calls.bankCard.add, delayed(100, refuse('bankcard.limit')));
  fakePlatform.answer(calls.bankCard.add, refuseUnknown('system.error'));
  fakePlatform.answer(calls.bankCard.add, () => refuse('payment.password.wrong', { value: { attemptsLeft: 2 } }));
  // @ts-expect-error a misspelt code
  fakePlatform.answer(calls.bankCard.add, refuse('bankcard.duplicat'));
  // @ts-expect-error a code bankCard.add does not declare (the withdrawal's)
  fakePlatform.answer(calls.bankCard.add, refuse('withdraw.amount.below.min'));
  // @ts-expect-error the same, held back
  fakePlatform.answer(calls.bankCard.add, delayed(100, refuse('withdraw.amount.below.min')));
  // @ts-expect-error the same, from a resolver
  fakePlatform.answer(calls.bankCard.add, () => refuse('withdraw.amount.below.min'));
  // @ts-expect-error not.found is no refusal of the inbox's count
  notFoundStory(calls.inbox.unreadCount);
  notFoundStory(calls.inbox.read);
}
void _typedRefusals;
