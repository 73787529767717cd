import { describe, expect, it } from 'vitest';
import { contract } from '@playdeck/api';
import { ApiError, ApiNetworkError } from '@playdeck/api/client';
import { fieldsOfCodes, mapServerError } from './server-error';

const refusal = (errorCode: string, value?: Record<string, unknown>) => new ApiError('session.register', errorCode, 400, value as never);
const map = {
  fields: ['username', 'mobileNum', 'captcha'] as const,
  fieldOfCode: { 'username.exists': 'username', 'captcha.error': 'captcha' } as const,
  aliases: { mobileNo: 'mobileNum' } as const,
};

describe('mapServerError', () => {
  it('puts a refusal on the field it names, through an alias, or on the field its errorCode is about', () => {
    expect(mapServerError(refusal('request_param_err', { field: 'username' }), map).field).toBe('username');
    expect(mapServerError(refusal('request_param_err', { field: 'mobileNo' }), map).field).toBe('mobileNum');
    expect(mapServerError(refusal('username.exists'), map)).toEqual({
      field: 'username',
      message: { key: 'error_username_exists', params: { code: 'username.exists' } },
    });
  });

  it('uses the form message for other refusals, fields not on the form and failures that are not refusals', () => {
    expect(mapServerError(refusal('TOO_MANY_REQUEST'), map)).toEqual({
      field: null,
      message: { key: 'error_too_many_requests', params: { code: 'TOO_MANY_REQUEST' } },
    });
    expect(mapServerError(refusal('request_param_err', { field: 'zalo' }), map).field).toBeNull();
    expect(mapServerError(new ApiNetworkError('session.register', 'error_network'), map)).toMatchObject({
      field: null,
      message: { key: 'error_network' },
    });
  });

  it('lets the form give a sharper field message', () => {
    const sharper = mapServerError(refusal('request_param_err', { field: 'username' }), {
      ...map,
      messageFor: () => ({ key: 'reg_pattern_username' }),
    });
    expect(sharper).toEqual({ field: 'username', message: { key: 'reg_pattern_username' } });
  });
});

describe('fieldsOfCodes', () => {
  it("is the form's map as given, for mapServerError", () => {
    const fieldOfCode = fieldsOfCodes(contract.session.register, { 'username.exists': 'username', 'captcha.error': 'captcha' });
    expect(mapServerError(refusal('captcha.error'), { ...map, fieldOfCode }).field).toBe('captcha');
  });
});

// Compile-time checks (tsc runs over spec files): the map's codes are the call's refusals.
function _typedFieldsOfCodes() {
  fieldsOfCodes(contract.bankCard.add, { 'bankcard.duplicate': 'cardNumber', 'payment.password.wrong': 'paymentPassword' });
  fieldsOfCodes([contract.uploads.image, contract.rewards.apply], { 'upload.too.large': 'images', 'reward.already.applied': 'images' });
  // @ts-expect-error a misspelt code
  fieldsOfCodes(contract.bankCard.add, { 'bankcard.duplicat': 'cardNumber' });
  // @ts-expect-error a code bankCard.add never answers
  fieldsOfCodes(contract.bankCard.add, { 'withdraw.amount.below.min': 'amount' });
}
void _typedFieldsOfCodes;
