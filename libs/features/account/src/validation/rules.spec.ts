import { describe, expect, it } from 'vitest';
import { ruleSets, validate, validateConfirmation } from './rules';
import { validateRegisterField, type RegisterFieldRule } from './register-field-rule';

const keyOf = (value: string, rules: (typeof ruleSets)[keyof typeof ruleSets]) => validate(value, rules)?.key ?? null;

describe('login rule sets', () => {
  it('loginUsername: required, 4-16 letters or digits, trimmed', () => {
    expect(keyOf('', ruleSets.loginUsername)).toBe('validation_username_required');
    expect(keyOf('   ', ruleSets.loginUsername)).toBe('validation_username_required');
    expect(keyOf('ab', ruleSets.loginUsername)).toBe('validation_username_format');
    expect(keyOf('bad name', ruleSets.loginUsername)).toBe('validation_username_format');
    expect(keyOf('  member01  ', ruleSets.loginUsername)).toBeNull();
  });

  it('loginPassword: required only', () => {
    expect(keyOf('', ruleSets.loginPassword)).toBe('in_incorrect_password');
    expect(keyOf('x', ruleSets.loginPassword)).toBeNull();
  });

  it('loginMobileNum and verificationCode', () => {
    expect(keyOf('', ruleSets.loginMobileNum)).toBe('validation_mobile_required');
    expect(keyOf('12ab', ruleSets.loginMobileNum)).toBe('validation_mobile_format');
    expect(keyOf('912345678', ruleSets.loginMobileNum)).toBeNull();
    expect(keyOf('', ruleSets.verificationCode)).toBe('in_vwrite_code');
    expect(keyOf('12345', ruleSets.verificationCode)).toBe('validation_sms_code_format');
    expect(keyOf('123456', ruleSets.verificationCode)).toBeNull();
  });

  it('captcha: 1-16 letters or digits', () => {
    expect(keyOf('', ruleSets.captcha)).toBe('in_vwrite_code');
    expect(keyOf('12 34', ruleSets.captcha)).toBe('validation_captcha_format');
    expect(keyOf('a'.repeat(17), ruleSets.captcha)).toBe('validation_captcha_format');
    expect(keyOf('aB3', ruleSets.captcha)).toBeNull();
  });

  it('email: the spec pattern', () => {
    expect(keyOf('', ruleSets.email)).toBe('validation_email_required');
    for (const bad of ['a@b', 'a b@c.d', '@c.com', 'x@.com']) expect(keyOf(bad, ruleSets.email)).toBe('validation_email_format');
    for (const good of ['a.b@c.com', 'first.last+tag@mail.example.vn']) expect(keyOf(good, ruleSets.email)).toBeNull();
  });

  it('new password: letters and digits, 6-20', () => {
    expect(keyOf('', ruleSets.password)).toBe('in_incorrect_password');
    expect(keyOf('abcdef', ruleSets.password)).toBe('validation_password_format');
    expect(keyOf('123456', ruleSets.password)).toBe('validation_password_format');
    expect(keyOf('abc12', ruleSets.password)).toBe('validation_password_format');
    expect(keyOf('abc123', ruleSets.password)).toBeNull();
  });

  it('confirmation: required, then equal', () => {
    expect(validateConfirmation('', 'abc123')?.key).toBe('in_incorrect_password');
    expect(validateConfirmation('abc124', 'abc123')?.key).toBe('in_confirmation_correct');
    expect(validateConfirmation(' abc123 ', 'abc123')).toBeNull();
  });
});

describe('validateRegisterField', () => {
  const rule = (overrides: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
    enabled: true,
    required: true,
    acceptedPattern: '^[a-z0-9]+$',
    minLength: 6,
    maxLength: 16,
    patternId: 'username',
    ...overrides,
  });

  it('skips disabled fields and passes empty optional ones', () => {
    expect(validateRegisterField('', rule({ enabled: false }))).toBeNull();
    expect(validateRegisterField('', rule({ required: false }))).toBeNull();
    expect(validateRegisterField('', undefined)).toBeNull();
  });

  it('requires required fields', () => {
    expect(validateRegisterField('  ', rule())?.key).toBe('validation_required');
  });

  it('checks length and pattern with the reg_pattern_<patternId> message', () => {
    expect(validateRegisterField('abc', rule())).toEqual({ key: 'reg_pattern_username', params: { min: 6, max: 16 } });
    expect(validateRegisterField('ABCDEFG', rule())?.key).toBe('reg_pattern_username');
    expect(validateRegisterField('a'.repeat(17), rule())?.key).toBe('reg_pattern_username');
    expect(validateRegisterField('abcdef1', rule())).toBeNull();
  });

  it("accepts anything for '*' and survives a pattern the browser cannot compile", () => {
    expect(validateRegisterField('any thing!', rule({ acceptedPattern: '*', minLength: 1 }))).toBeNull();
    expect(validateRegisterField('abcdefg', rule({ acceptedPattern: '([' }))).toBeNull();
  });
});
