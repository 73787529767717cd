import { describe, expect, it } from 'vitest';
import { emptyValues } from './register-fields';
import { registerPayload } from './register-payload';

const DEVICE = '0b6f5c1e-8d0a-4c39-9a61-0c1f4a2b7e55';

describe('registerPayload', () => {
  const base = { loginDeviceId: DEVICE, registerMethod: 'H5' as const, hostname: 'm.playdeck.test', countryDialingCode: '84' };

  it('username registration: the spec fields, host name as registerUrl and domain, type 0, filled fields only', () => {
    const values = {
      ...emptyValues(),
      username: ' player01 ',
      password: ' pass123 ',
      confirmPassword: ' pass123 ',
      captcha: '12345',
      nickname: 'Ace',
    };
    const fields = ['username', 'password', 'confirmPassword', 'captcha', 'affiliateCode', 'nickname', 'email'] as const;
    expect(registerPayload({ ...base, fields, values })).toEqual({
      username: 'player01',
      password: ' pass123 ',
      confirmPassword: ' pass123 ',
      captcha: '12345',
      nickname: 'Ace',
      countryDialingCode: '',
      registerUrl: 'm.playdeck.test',
      registerMethod: 'H5',
      type: 0,
      domain: 'm.playdeck.test',
      loginDeviceId: DEVICE,
    });
  });

  it('mobile registration: the number without layout and its dialing code; fields not shown are not sent', () => {
    const values = {
      ...emptyValues(),
      username: 'hidden',
      mobileNum: '0912 345-678',
      verificationCode: '123456',
      password: 'pass123',
      confirmPassword: 'pass123',
    };
    const payload = registerPayload({
      ...base,
      registerMethod: 'PWA',
      fields: ['mobileNum', 'password', 'confirmPassword', 'verificationCode'],
      values,
    });
    expect(payload).toMatchObject({ mobileNum: '0912345678', countryDialingCode: '84', verificationCode: '123456', registerMethod: 'PWA' });
    expect(payload).not.toHaveProperty('username');
  });
});
