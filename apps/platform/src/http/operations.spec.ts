import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contract, defineCall } from '@playdeck/api';
import { buildPlatformApp } from '../app';
import { signIn } from '../testing/sign-in';
import { login } from '../modules/session/session-testing';
import { callPlatform } from '../testing/call-platform';
import { pendingMigrationCount } from '../db/migrate';
import type { PlatformServices } from '../services';
import { resetTestPlatform, type TestPlatform } from '../testing/test-platform';
import { HEALTH_PATH, READY_PATH, registerOperations } from './operations';
import { registerCall } from './register-call';

/** A log destination that keeps every line. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('health and readiness', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it('health answers alive; readiness answers ready once every migration is applied', async () => {
    expect((await platform.app.inject({ method: 'GET', url: HEALTH_PATH })).json()).toMatchObject({
      success: true,
      value: { status: 'alive' },
    });
    expect(await pendingMigrationCount(platform.services.db)).toBe(0);
    const ready = await platform.app.inject({ method: 'GET', url: READY_PATH });
    expect([ready.statusCode, ready.json().value]).toEqual([200, { status: 'ready' }]);
  });

  it('readiness answers 503 while draining and when the database does not answer', async () => {
    const lifecycle = { draining: true };
    const draining = Fastify();
    registerOperations(draining, platform.services, lifecycle);
    const answer = await draining.inject({ method: 'GET', url: READY_PATH });
    expect([answer.statusCode, answer.json().errorCode, answer.json().message]).toEqual([503, 'system.not.ready', 'shutting down']);

    const unreachable = Fastify();
    const broken = {
      ...platform.services,
      db: { execute: () => Promise.reject(new Error('connection refused')) },
    } as unknown as PlatformServices;
    registerOperations(unreachable, broken, { draining: false });
    const down = await unreachable.inject({ method: 'GET', url: READY_PATH });
    expect([down.statusCode, down.json().message]).toEqual([503, 'database unreachable']);
    // The probe answers even when the platform cannot: health stays alive.
    expect((await unreachable.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
  });
});

describe('logs in production', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await resetTestPlatform();
  });

  it('one JSON line per answer: request id, call, status, duration; no query, no member data, no secrets', async () => {
    const { lines, stream } = capture();
    const production = {
      ...platform.services,
      config: { ...platform.services.config, mode: 'production' as const, outboxReadable: false },
    };
    const app = await buildPlatformApp(production, { logStream: stream });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { merchant: 'PLAYDECK', 'content-type': 'application/json', 'x-request-id': 'req-from-proxy-1' },
        payload: { username: 'member01', password: 'Demo1234', loginDeviceId: 'device-secret-1' },
      });
      expect(login.headers['x-request-id']).toBe('req-from-proxy-1');
      await app.inject({
        method: 'GET',
        url: '/wps/relay/GCSGAME_gameList?searchKey=findme-secret&gameType=RNG',
        headers: { merchant: 'PLAYDECK' },
      });
      await app.inject({
        method: 'GET',
        url: '/wps/no/such/call?token=abc-secret',
        headers: { merchant: 'PLAYDECK', authorization: 'Bearer tok-secret' },
      });
    } finally {
      await app.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const answered = entries.filter((entry) => entry.msg === 'answered');
    expect(answered.map((entry) => [entry.call, entry.status])).toEqual([
      ['/wps/session/login', expect.any(Number)],
      ['/wps/relay/GCSGAME_gameList', 200],
      ['unmatched', 404],
    ]);
    expect(answered[0]).toMatchObject({ requestId: 'req-from-proxy-1', method: 'POST', durationMs: expect.any(Number) });
    expect(new Set(answered.map((entry) => entry.requestId)).size).toBe(3);
    const all = lines.join('\n');
    for (const secret of ['member01', 'Demo1234', 'device-secret-1', 'findme-secret', 'abc-secret', 'tok-secret', 'searchKey']) {
      expect(all, `the log holds ${secret}`).not.toContain(secret);
    }
  });
  it('every line names the client address (as TRUST_PROXY resolved it) and the member when there is one', async () => {
    const { lines, stream } = capture();
    const production = {
      ...platform.services,
      config: { ...platform.services.config, mode: 'production' as const, outboxReadable: false, trustedProxies: ['loopback'] },
    };
    const app = await buildPlatformApp(production, { logStream: stream });
    // A signed-in call that fails inside: its 'call failed' line names the member too.
    const fails = defineCall({
      id: 'test.fails',
      method: 'GET',
      path: '/wps/test/fails',
      auth: 'member',
      errors: [],
      value: () => z.null(),
    });
    registerCall(app, production, fails, async () => {
      throw new Error('boom');
    });
    await app.ready();
    const prod = { ...platform, app };
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    try {
      await callPlatform(prod, contract.system.status, from('198.51.100.1'));
      // Not an address: the socket's (a loopback proxy here) stands, not the text.
      await callPlatform(prod, contract.system.status, from('evil-made-up'));
      expect((await login(prod, from('198.51.100.3'))).envelope.success).toBe(true);
      // After the login, which ends member01's other sessions.
      const { token } = await signIn(platform);
      await callPlatform(prod, contract.wallet.balance, { token, ...from('198.51.100.2') });
      await callPlatform(prod, fails, { token, ...from('198.51.100.4') });
      await app.inject({ method: 'GET', url: '/wps/no/such/call', headers: { merchant: 'PLAYDECK', 'x-forwarded-for': '198.51.100.5' } });
    } finally {
      await app.close();
    }
    const memberId = (await signIn(platform)).memberId;
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const who = (entry: Record<string, unknown>) => [entry.msg, entry.call ?? null, entry.clientAddress, entry.memberId ?? null];
    expect(entries.map(who)).toEqual([
      ['answered', '/wps/system/status', '198.51.100.1', null],
      ['answered', '/wps/system/status', '127.0.0.1', null],
      ['answered', '/wps/session/login', '198.51.100.3', memberId],
      ['answered', '/wps/wallets/gcs', '198.51.100.2', memberId],
      ['call failed', null, '198.51.100.4', memberId],
      ['answered', '/wps/test/fails', '198.51.100.4', memberId],
      ['answered', 'unmatched', '198.51.100.5', null],
    ]);
    expect(lines.join('\n')).not.toContain('evil-made-up');
  });
});
