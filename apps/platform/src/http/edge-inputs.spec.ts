import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, envelopeSchema } from '@playdeck/api';
import { ENCRYPTED_VALUE_LIMIT, encryptRequestBody } from '@playdeck/api/crypto';
import { buildPlatformApp } from '../app';
import { loginToken, newDevice } from '../modules/session/session-testing';
import { callPlatform, errorOf, valueOf } from '../testing/call-platform';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { describeFailure } from './failure-log';

const NUL = 'member\u0000';
const LONE = 'member\uD800';

describe('the edge refuses what the database cannot take', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  // The field is the edge check's: the database's own refusal (the backstop) names none.
  const refusedAsParam = (result: { status: number; envelope: { success: boolean } }, field: string) => {
    expect(errorOf(result as never)).toMatchObject({ status: 400, errorCode: 'request_param_err', value: { field } });
  };

  it('refuses NUL in the calls that answered 500 (login, game search, affiliate check, forgot password)', async () => {
    refusedAsParam(
      await callPlatform(platform, contract.session.login, {
        body: { type: 'username', username: NUL, password: 'whatever1', loginDeviceId: newDevice() },
      }),
      'username',
    );
    refusedAsParam(await callPlatform(platform, contract.games.gameList, { query: { gameType: 'RNG', gameName: NUL } }), 'gameName');
    refusedAsParam(await callPlatform(platform, contract.session.checkAffiliate, { query: { affiliateCode: NUL } }), 'affiliateCode');
    refusedAsParam(
      await callPlatform(platform, contract.session.forgotPassword, { body: { username: NUL, email: 'a@example.com' } }),
      'username',
    );
  });

  // Query strings and form bodies cannot carry one (percent-decoding makes U+FFFD); JSON's \uD800 escape can.
  it('refuses a lone surrogate in a JSON body, encrypted or not', async () => {
    const login = await callPlatform(platform, contract.session.login, {
      body: { type: 'username', username: LONE, password: 'whatever1', loginDeviceId: newDevice() },
    });
    expect(errorOf(login)).toMatchObject({ status: 400, errorCode: 'request_param_err', value: { field: 'username' } });
    const extra = await platform.app.inject({
      method: 'POST',
      url: contract.session.smsNoLogin.path,
      headers: { merchant: 'PLAYDECK', 'content-type': 'application/json' },
      payload: '{"mobileNum":"0912345678","note":"\\uDC00"}',
    });
    expect(extra.json()).toMatchObject({ success: false, errorCode: 'request_param_err', value: { field: 'note' } });
  });

  it('names the refused field', async () => {
    const result = await callPlatform(platform, contract.session.checkUsername, { query: { username: NUL } });
    expect(errorOf(result)).toMatchObject({ errorCode: 'request_param_err', value: { field: 'username' } });
  });

  it('refuses NUL in a header the platform reads, and in a JSON key', async () => {
    refusedAsParam(await callPlatform(platform, contract.system.status, { headers: { 'x-real-ua': 'agent\u0000' } }), 'x-real-ua');
    const response = await platform.app.inject({
      method: 'POST',
      url: contract.session.smsNoLogin.path,
      headers: { merchant: 'PLAYDECK', 'content-type': 'application/json' },
      payload: '{"mobileNum":"0912345678","\\u0000":"x"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('refuses a transfer of 1e17 instead of overflowing the balance column', async () => {
    const token = await loginToken(platform);
    const result = await callPlatform(platform, contract.wallet.transfer, {
      token,
      body: { transferId: 'huge-transfer-1', fromWallet: 'MAIN', toWallet: 'PG', amount: 1e17 },
    });
    expect(errorOf(result)).toMatchObject({ status: 400, errorCode: 'request_param_err', value: { field: 'amount' } });
    const huge = await callPlatform(platform, contract.deposit.request, {
      token,
      body: { requestId: 'huge-deposit-1', channelId: 'anything', amount: 1e17 },
    });
    expect(errorOf(huge)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
  });

  it('refuses a transfer without a transfer id, and moves nothing', async () => {
    const token = await loginToken(platform);
    const before = valueOf(await callPlatform(platform, contract.wallet.balance, { token })).sumBalance;
    const result = await callPlatform(platform, contract.wallet.transfer, {
      token,
      body: { fromWallet: 'MAIN', toWallet: 'PG', amount: 1 },
    });
    expect(errorOf(result)).toMatchObject({ status: 400, errorCode: 'request_param_err', value: { field: 'transferId' } });
    expect(valueOf(await callPlatform(platform, contract.wallet.balance, { token })).sumBalance).toBe(before);
  });

  it('answers a value the database still refuses (an integer column overflow) as request_param_err, logging no value', async () => {
    const warn = vi.spyOn(platform.app.log, 'warn');
    try {
      const token = await loginToken(platform);
      const result = await callPlatform(platform, contract.rewards.apply, {
        token,
        body: { requestId: 'reward-request-1', offerId: 2 ** 40, remark: 'hello' },
      });
      expect(errorOf(result)).toMatchObject({ status: 400, errorCode: 'request_param_err' });
      expect(warn).toHaveBeenCalledWith({ failure: expect.objectContaining({ kind: 'database', code: '22003' }) }, expect.any(String));
      expect(JSON.stringify(warn.mock.calls)).not.toContain(String(2 ** 40));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('big bodies', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it('answers a JSON body over the limit with a 413 envelope', async () => {
    const response = await platform.app.inject({
      method: 'POST',
      url: contract.session.smsNoLogin.path,
      headers: { merchant: 'PLAYDECK', 'content-type': 'application/json' },
      payload: JSON.stringify({ mobileNum: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(envelopeSchema(contract.session.smsNoLogin.value).parse(response.json())).toMatchObject({
      success: false,
      errorCode: 'request.body.too.large',
    });
  });

  it('answers an encrypted body over its limit with a 413 envelope', async () => {
    const result = await callPlatform(platform, contract.session.login, {
      body: { type: 'username', username: 'member01', password: 'p'.repeat(ENCRYPTED_VALUE_LIMIT), loginDeviceId: newDevice() },
    });
    expect(errorOf(result)).toMatchObject({ status: 413, errorCode: 'request.body.too.large' });
  });

  it('repeats the ciphertext only in X-Digest, as upstream requires, and nothing of it in the answer', async () => {
    const encrypted = encryptRequestBody(
      { type: 'username', username: 'member01', password: 'wrong-password1', loginDeviceId: newDevice() },
      platform.services.rsaKey,
    );
    expect(Object.values(encrypted.headers).filter((value) => value.includes(encrypted.body.value))).toHaveLength(1);
    const response = await platform.app.inject({
      method: 'POST',
      url: contract.session.login.path,
      headers: { merchant: 'PLAYDECK', 'content-type': 'application/json', ...encrypted.headers },
      payload: JSON.stringify(encrypted.body),
    });
    expect(JSON.stringify(response.headers)).not.toContain(encrypted.body.value.slice(0, 32));
    expect(response.body).not.toContain(encrypted.body.value.slice(0, 32));
  });

  it('answers what Node refuses before any route (headers past the budget, a malformed request) with envelopes, not bare statuses', async () => {
    const app = await buildPlatformApp(platform.services);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const rawExchange = async (request: string) => {
      const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
      await once(socket, 'connect');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.write(request);
      await once(socket, 'close');
      const answer = Buffer.concat(chunks).toString();
      return { statusLine: answer.slice(0, answer.indexOf('\r\n')), body: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) };
    };
    try {
      const big = await rawExchange(
        `POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nMerchant: PLAYDECK\r\nX-Digest: ${'A'.repeat(80 * 1024)}\r\n\r\n`,
      );
      expect(big.statusLine).toMatch(/^HTTP\/1\.1 413 /);
      expect(big.body).toMatchObject({ success: false, errorCode: 'request.body.too.large' });
      const malformed = await rawExchange('GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nMerchant: PLAY\u0000DECK\r\n\r\n');
      expect(malformed.statusLine).toMatch(/^HTTP\/1\.1 400 /);
      expect(malformed.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    } finally {
      await app.close();
    }
  });
});

describe('failed queries in the log', () => {
  it('keep their SQL and SQLSTATE, never their parameters or the database message that repeats them', async () => {
    const platform = await resetTestPlatform();
    const secret = 'alice-the-member';
    const error = await platform.services.db
      .execute(sql`SELECT ${secret}::int AS broken`)
      .then(() => undefined)
      .catch((failure: unknown) => failure);
    expect(error).toBeDefined();
    const logged = JSON.stringify(describeFailure(error));
    expect(logged).toContain('22P02');
    expect(logged).toContain('SELECT $1::int');
    expect(logged).not.toContain(secret);
  });
});
