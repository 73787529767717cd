import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { contract } from './index';
import { defineCall, type CallDefinition } from './define-call';

const value = z.object({ ok: z.boolean() });

describe('defineCall', () => {
  it('makes GETs idempotent and nothing else', () => {
    expect(defineCall({ id: 'a.get', method: 'GET', path: '/a', auth: 'none', value }).idempotent).toBe(true);
    expect(defineCall({ id: 'a.post', method: 'POST', path: '/a', auth: 'none', value }).idempotent).toBe(false);
    expect(defineCall({ id: 'a.captcha', method: 'GET', path: '/a', auth: 'none', value, idempotent: false }).idempotent).toBe(false);
  });

  it('refuses definitions that cannot be right', () => {
    expect(() => defineCall({ id: 'a.bad', method: 'POST', path: '/a', auth: 'none', value, idempotent: true })).toThrow(
      'only GET calls are retried',
    );
    expect(() => defineCall({ id: 'a.bad', method: 'GET', path: '/a', auth: 'none', value, body: value })).toThrow(
      'a GET call has no body',
    );
  });

  it('every call of the contract is retried only if it is a GET', () => {
    const calls = Object.values(contract).flatMap((domain) => Object.values(domain as Record<string, CallDefinition>));
    expect(calls.filter((call) => call.idempotent && call.method !== 'GET')).toEqual([]);
  });
});
