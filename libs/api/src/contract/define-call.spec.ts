import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { contract } from './index';
import { defineCall, mayRefuse, type CallDefinition, type RefusalCode } from './define-call';
import { SHARED_REFUSALS } from './refusals';

const value = () => z.object({ ok: z.boolean() });

describe('defineCall', () => {
  it('makes GETs idempotent and nothing else', () => {
    expect(defineCall({ id: 'a.get', method: 'GET', path: '/a', auth: 'none', errors: [], value }).idempotent).toBe(true);
    expect(defineCall({ id: 'a.post', method: 'POST', path: '/a', auth: 'none', errors: [], value }).idempotent).toBe(false);
    expect(defineCall({ id: 'a.captcha', method: 'GET', path: '/a', auth: 'none', errors: [], value, idempotent: false }).idempotent).toBe(
      false,
    );
  });

  it('refuses definitions that cannot be right', () => {
    expect(() => defineCall({ id: 'a.bad', method: 'POST', path: '/a', auth: 'none', errors: [], value, idempotent: true })).toThrow(
      'only GET calls are retried',
    );
    expect(() => defineCall({ id: 'a.bad', method: 'GET', path: '/a', auth: 'none', errors: [], value, body: value })).toThrow(
      'a GET call has no body',
    );
  });

  it('defines the refusals declared plus those its auth implies, each once', () => {
    const call = (auth: 'none' | 'member' | 'real') =>
      defineCall({ id: 'a.post', method: 'POST', path: '/a', auth, errors: ['bankcard.duplicate', 'USER_NOT_EXIST'] as const, value });
    expect(call('none').errors).toEqual(['bankcard.duplicate', 'USER_NOT_EXIST']);
    expect(call('member').errors).toEqual(['bankcard.duplicate', 'USER_NOT_EXIST']);
    expect(call('real').errors).toEqual(['bankcard.duplicate', 'USER_NOT_EXIST', 'trial.forbidden']);
  });

  it('a call may be refused with its own codes and the shared ones, no others', () => {
    const add = defineCall({ id: 'a.add', method: 'POST', path: '/a', auth: 'none', errors: ['bankcard.duplicate'], value });
    expect(mayRefuse(add, 'bankcard.duplicate')).toBe(true);
    expect(SHARED_REFUSALS.every((code) => mayRefuse(add, code))).toBe(true);
    expect(mayRefuse(add, 'bankcard.limit')).toBe(false);
    expect(mayRefuse(add, 'trial.forbidden')).toBe(false);
  });

  it('every call of the contract is retried only if it is a GET', () => {
    const calls = Object.values(contract).flatMap((domain) => Object.values(domain as Record<string, CallDefinition>));
    expect(calls.filter((call) => call.idempotent && call.method !== 'GET')).toEqual([]);
  });
});

// Compile-time checks (tsc runs over spec files).
function _typedRefusals() {
  // @ts-expect-error a code the error catalogue does not know
  defineCall({ id: 'a.typo', method: 'POST', path: '/a', auth: 'none', errors: ['bankcard.duplicat'], value });
  const add = defineCall({ id: 'a.add', method: 'POST', path: '/a', auth: 'real', errors: ['bankcard.duplicate'] as const, value });
  const own: RefusalCode<typeof add>[] = ['bankcard.duplicate', 'trial.forbidden', 'USER_NOT_EXIST', 'TOO_MANY_REQUEST', 'nologin'];
  // @ts-expect-error a code the call does not declare
  const foreign: RefusalCode<typeof add> = 'bankcard.limit';
  // @ts-expect-error a misspelt code
  const misspelt: RefusalCode<typeof contract.session.login> = 'login.pasword.error';
  return [add, own, foreign, misspelt];
}
void _typedRefusals;
