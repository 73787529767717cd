import type { RegisterFieldRule } from '../../validation/register-field-rule';
import type { RegisterRules } from '../register-fields';

export const rule = (overrides: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 100,
  patternId: 'any',
  ...overrides,
});

const off = rule({ enabled: false });

/** The reference platform's default rules (apps/platform register-defaults.ts) for the given modules. */
export function platformRules({ username = true, mobile = false, verified = false, captcha = true } = {}): RegisterRules {
  return {
    username: rule({ enabled: username, required: username, acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 16, patternId: 'username' }),
    password: rule({ required: true, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]+$', minLength: 6, maxLength: 20, patternId: 'password' }),
    mobileNum: rule({ enabled: mobile || verified, required: verified, acceptedPattern: '^\\d+$', minLength: 6, maxLength: 15, patternId: 'mobile' }),
    verificationCode: rule({ enabled: verified, required: verified, acceptedPattern: '^\\d{6}$', minLength: 6, maxLength: 6, patternId: 'sms_code' }),
    captcha: rule({ enabled: captcha, required: captcha, acceptedPattern: '^[A-Za-z0-9]+$', minLength: 1, maxLength: 16, patternId: 'captcha' }),
    affiliateCode: rule({ acceptedPattern: '^[A-Za-z0-9_-]+$', maxLength: 64, patternId: 'affiliate_code' }),
    paymentPassword: off,
    recommenderId: off,
    nickname: rule({ maxLength: 20, patternId: 'nickname' }),
    payeeName: rule({ acceptedPattern: "^[\\p{L} .'-]+$", minLength: 2, maxLength: 50, patternId: 'real_name' }),
    email: rule({ acceptedPattern: '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$', minLength: 5, maxLength: 254, patternId: 'email' }),
    idNumber: off,
    qqNum: off,
    facebook: off,
    wechat: off,
    line: off,
    whatsapp: off,
    zalo: rule({ acceptedPattern: '^\\d+$', minLength: 6, maxLength: 15, patternId: 'zalo' }),
  };
}
