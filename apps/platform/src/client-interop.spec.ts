import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { ApiError, createApiClient } from '@playdeck/api/client';
import { DEMO_PASSWORD } from './seed/demo-members';
import { getTestPlatform, resetTestPlatform, type TestPlatform } from './testing/test-platform';

// The browser's client against the real platform over real HTTP: headers, the encrypted login body,
// envelopes and error mapping must agree end to end, not only each side with the contract.
describe('API client against the platform', () => {
  let platform: TestPlatform;
  let baseURL: string;
  let token: string | null = null;
  const brand = { merchantCode: 'PLAYDECK', api: { origin: '' }, languages: { default: 'EN' } };
  const client = () => createApiClient({ brand, baseURL, token: () => token, language: () => 'EN' });

  beforeAll(async () => {
    platform = await getTestPlatform();
    const server = platform.app.server;
    if (!server.listening) await platform.app.listen({ port: 0, host: '127.0.0.1' });
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    await resetTestPlatform();
    token = null;
  });
  afterAll(async () => {
    await platform.app.server.close();
  });

  it('logs in with an encrypted body, then reads member info with the token', async () => {
    const session = await client().call(contract.session.login, {
      body: { type: 'username', username: 'member01', password: DEMO_PASSWORD, loginDeviceId: randomUUID() },
    });
    expect(session).toMatchObject({ userName: 'member01', customerType: 0 });
    token = session.token;
    const info = await client().call(contract.session.memberInfo);
    expect(info).toMatchObject({ userName: 'member01', type: 0 });
  });

  it('turns a refusal into an ApiError with the catalogue key', async () => {
    const failure = await client()
      .call(contract.session.login, {
        body: { type: 'username', username: 'member01', password: 'wrong-password', loginDeviceId: randomUUID() },
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ errorCode: 'login.password.error', messageKey: 'error_wrong_credentials' });
  });

  it('reads public calls with the brand merchant header', async () => {
    const status = await client().call(contract.system.status);
    expect(status.maintenance).toBe(false);
    const games = await client().call(contract.games.gameList, { query: { gameType: 'RNG', pageNo: 1, pageSize: 25 } });
    expect(games.games.length).toBe(25);
  });
});
