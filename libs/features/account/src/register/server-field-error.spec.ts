import { describe, expect, it } from 'vitest';
import { ApiError, ApiNetworkError } from '@playdeck/api/client';
import { serverFieldError } from './server-field-error';
import { platformRules } from '@playdeck/testing';

const rules = platformRules({ mobile: true, verified: true });
const fields = ['username', 'mobileNum', 'password', 'confirmPassword', 'captcha', 'verificationCode', 'affiliateCode', 'email'] as const;

/** A refusal as the client throws it. */
const refusal = (callId: string, errorCode: string, options: { field?: string; message?: string } = {}) =>
  new ApiError(callId, errorCode, 400, { field: options.field }, options.message);

describe('serverFieldError', () => {
  it('a rule refusal lands on value.field with the rule message', () => {
    const error = refusal('session.register', 'request_param_err', { field: 'email', message: 'email: reg_pattern_email' });
    expect(serverFieldError(error, fields, rules)).toEqual({
      field: 'email',
      message: { key: 'reg_pattern_email', params: { min: 5, max: 254 } },
    });
    const missing = refusal('session.register', 'request_param_err', { field: 'username', message: 'username: required' });
    expect(serverFieldError(missing, fields, rules)).toEqual({ field: 'username', message: { key: 'validation_required' } });
  });

  it('refusals without value.field land on the field they are about', () => {
    expect(serverFieldError(refusal('session.register', 'username.exists'), fields, rules)).toEqual({
      field: 'username',
      message: { key: 'error_username_exists', params: { code: 'username.exists' } },
    });
    expect(serverFieldError(refusal('session.register', 'captcha.error'), fields, rules)?.field).toBe('captcha');
    expect(serverFieldError(refusal('session.register', 'sms.code.error'), fields, rules)?.field).toBe('verificationCode');
    expect(
      serverFieldError(refusal('session.register', 'password.confirm.mismatch', { field: 'confirmPassword' }), fields, rules),
    ).toMatchObject({
      field: 'confirmPassword',
      message: { key: 'in_confirmation_correct' },
    });
    expect(
      serverFieldError(refusal('session.smsRegister', 'request_param_err', { field: 'countryDialingCode' }), fields, rules)?.field,
    ).toBe('mobileNum');
  });

  it('null for other failures or fields not on the form', () => {
    expect(serverFieldError(refusal('session.register', 'TOO_MANY_REQUEST'), fields, rules)).toBeNull();
    expect(serverFieldError(refusal('session.register', 'request_param_err', { field: 'zalo' }), fields, rules)).toBeNull();
    expect(serverFieldError(new ApiNetworkError('session.register', 'error_network'), fields, rules)).toBeNull();
  });
});
