import { describe, expect, it } from 'vitest';
import { i18n, initI18n, setLanguage } from '@playdeck/i18n';
import { checkRegisterField } from './check-register-field';
import { emptyValues, type FormField, type RegisterValues } from './register-fields';
import { platformRules, rule } from '@playdeck/testing';

const rules = platformRules({ mobile: true, verified: true });
const check = (field: FormField, value: string, extra: Partial<RegisterValues> = {}, mode: 'username' | 'mobileNum' = 'username') =>
  checkRegisterField(field, { ...emptyValues(), ...extra, [field]: value }, rules, mode);

describe('checkRegisterField', () => {
  it.each([
    ['username', 'abc', 'reg_pattern_username'],
    ['username', 'bad name!', 'reg_pattern_username'],
    ['password', 'abcdefg', 'reg_pattern_password'],
    ['password', 'ab1', 'reg_pattern_password'],
    ['mobileNum', '12ab56', 'reg_pattern_mobile'],
    ['verificationCode', '12345', 'reg_pattern_sms_code'],
    ['captcha', 'ab cd', 'reg_pattern_captcha'],
    ['affiliateCode', 'code with spaces', 'reg_pattern_affiliate_code'],
    ['nickname', 'x'.repeat(21), 'reg_pattern_nickname'],
    ['payeeName', 'R2-D2', 'reg_pattern_real_name'],
    ['email', 'not-an-email', 'reg_pattern_email'],
    ['zalo', '12a', 'reg_pattern_zalo'],
  ] as const)('%s "%s" fails with %s', (field, value, key) => {
    expect(check(field, value)?.key).toBe(key);
  });

  it('a number of fixed length asks for "a phone number of {0} digits" (spec section 5), in both languages', async () => {
    const fixed = { ...rules, mobileNum: { ...rules['mobileNum']!, minLength: 10, maxLength: 10 } };
    const failure = checkRegisterField('mobileNum', { ...emptyValues(), mobileNum: '912345' }, fixed, 'mobileNum');
    expect(failure).toEqual({ key: 'validation_phone_digits', params: { digits: 10 } });
    await initI18n('EN');
    await setLanguage('EN');
    expect(i18n.t(failure!.key, failure!.params)).toBe('Please enter a phone number of 10 digits');
    await setLanguage('TY');
    expect(i18n.t(failure!.key, failure!.params)).toBe('Vui lòng nhập số điện thoại gồm 10 chữ số');
    await setLanguage('EN');
    expect(checkRegisterField('mobileNum', { ...emptyValues(), mobileNum: '0912345678' }, fixed, 'mobileNum')).toBeNull();
  });

  it('gives the rule bounds to the message', () => {
    expect(check('username', 'abc')).toEqual({ key: 'reg_pattern_username', params: { min: 6, max: 16 } });
  });

  it('passes valid values, with spaced numbers', () => {
    expect(check('username', 'player01')).toBeNull();
    expect(check('mobileNum', '0912 345-678')).toBeNull();
    expect(check('email', 'a.b@example.vn')).toBeNull();
  });

  it("accepts real names against the platform's \\p{L} pattern", () => {
    expect(check('payeeName', 'Tran Van A')).toBeNull();
    expect(check('payeeName', 'Nguyễn Văn A')).toBeNull();
  });

  it('lets empty optional fields pass', () => {
    for (const field of ['affiliateCode', 'nickname', 'payeeName', 'email', 'zalo'] as const) expect(check(field, '')).toBeNull();
  });

  it('requires what the rules or the mode require, with the spec messages', () => {
    expect(check('username', '')?.key).toBe('validation_username_required');
    expect(check('password', '')?.key).toBe('in_incorrect_password');
    expect(check('captcha', '')?.key).toBe('in_vwrite_code');
    expect(check('verificationCode', '')?.key).toBe('in_vwrite_code');
    expect(check('mobileNum', '', {}, 'mobileNum')?.key).toBe('validation_mobile_required');
    const idRequired = { ...rules, idNumber: rule({ required: true }) };
    expect(checkRegisterField('idNumber', emptyValues(), idRequired, 'username')?.key).toBe('validation_required');
  });

  it('the mode field is required even where the rule is optional', () => {
    expect(checkRegisterField('mobileNum', emptyValues(), platformRules({ mobile: true }), 'mobileNum')?.key).toBe(
      'validation_mobile_required',
    );
  });

  it('confirmation: required, then equal to the password', () => {
    expect(check('confirmPassword', '', { password: 'abc123' })?.key).toBe('in_incorrect_password');
    expect(check('confirmPassword', 'abc124', { password: 'abc123' })?.key).toBe('in_confirmation_correct');
    expect(check('confirmPassword', 'abc123', { password: 'abc123' })).toBeNull();
  });
});
