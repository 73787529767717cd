import { describe, expect, it } from 'vitest';
import { visibleFields } from './register-fields';
import { platformRules, rule } from '@playdeck/testing';

const flags = BRAND_FLAGS as { REGMOBVERF3: boolean; MOBILENUMPASSREG3: boolean };

describe('visibleFields', () => {
  it('username mode: the enabled fields, the disabled ones left out', () => {
    expect(visibleFields('username', platformRules())).toEqual([
      'username',
      'password',
      'confirmPassword',
      'captcha',
      'affiliateCode',
      'nickname',
      'payeeName',
      'email',
      'zalo',
    ]);
  });

  it('mobile mode with a verified number: the number, the captcha and the SMS code, no user name', () => {
    flags.REGMOBVERF3 = true;
    flags.MOBILENUMPASSREG3 = true;
    const fields = visibleFields('mobileNum', platformRules({ username: false, mobile: true, verified: true }));
    expect(fields.slice(0, 5)).toEqual(['mobileNum', 'password', 'confirmPassword', 'captcha', 'verificationCode']);
    expect(fields).not.toContain('username');
  });

  it('MOBILENUMPASSREG3 off: mobile mode asks for no password, and the SMS code (with its captcha) becomes the credential', () => {
    flags.REGMOBVERF3 = false;
    flags.MOBILENUMPASSREG3 = false;
    const fields = visibleFields('mobileNum', platformRules({ username: false, mobile: true }));
    expect(fields.slice(0, 3)).toEqual(['mobileNum', 'captcha', 'verificationCode']);
    expect(fields).not.toContain('password');
    expect(fields).not.toContain('confirmPassword');
    // By user name the password stays, whatever the flag.
    expect(visibleFields('username', platformRules())).toContain('password');
    flags.MOBILENUMPASSREG3 = true;
    expect(visibleFields('mobileNum', platformRules({ username: false, mobile: true }))).toEqual(
      expect.arrayContaining(['mobileNum', 'password', 'confirmPassword']),
    );
  });

  it('no SMS code without REGMOBVERF3 unless the rule requires it', () => {
    flags.MOBILENUMPASSREG3 = true;
    flags.REGMOBVERF3 = false;
    const rules = { ...platformRules({ mobile: true }), verificationCode: rule({ enabled: true, required: false }) };
    expect(visibleFields('mobileNum', rules)).not.toContain('verificationCode');
    const required = { ...rules, verificationCode: rule({ enabled: true, required: true }) };
    expect(visibleFields('mobileNum', required)).toContain('verificationCode');
  });

  it('the captcha shows when its rule enables it, and always with an SMS code (the code request needs its answer)', () => {
    expect(visibleFields('username', platformRules({ captcha: false }))).not.toContain('captcha');
    flags.REGMOBVERF3 = true;
    expect(visibleFields('mobileNum', platformRules({ mobile: true, verified: true, captcha: false }))).toContain('captcha');
  });

  it('username mode shows the number only when the rules require it', () => {
    expect(visibleFields('username', platformRules({ mobile: true }))).not.toContain('mobileNum');
    expect(visibleFields('username', platformRules({ mobile: true, verified: true }))).toContain('mobileNum');
  });

  it('follows rules switched on by the operator', () => {
    const rules = { ...platformRules(), nickname: rule({ enabled: false }), wechat: rule(), idNumber: rule({ required: true }) };
    const fields = visibleFields('username', rules);
    expect(fields).not.toContain('nickname');
    expect(fields).toEqual(expect.arrayContaining(['wechat', 'idNumber']));
  });
});
