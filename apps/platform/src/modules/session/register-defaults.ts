import { contract, type ValueOf } from '@playdeck/api';

export type RegisterFieldRule = ValueOf<typeof contract.session.registerSettings>[string];

/** Registration payload fields the rules cover, in the order the register-settings answer lists them. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'captcha',
  'affiliateCode',
  'paymentPassword',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const rule = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
): RegisterFieldRule => ({
  enabled,
  required,
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
});

const USERNAME = '^[A-Za-z0-9]+$';
const PASSWORD = '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]+$';
const DIGITS = '^\\d+$';
const EMAIL = '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$';

/**
 * The registration rules a merchant starts with, from its whitelabel modules: USERNAMEREG3 turns the user
 * name on, MOBILENUMREG3 the mobile number, REGMOBVERF3 a verified mobile number, CAPTCHA3 the captcha.
 * Operators change them in the register_field_rules table.
 */
export function defaultRegisterRules(modules: Record<string, boolean>): Record<RegisterField, RegisterFieldRule> {
  const byUsername = Boolean(modules['USERNAMEREG3']);
  const mobileVerified = Boolean(modules['REGMOBVERF3']);
  const mobile = Boolean(modules['MOBILENUMREG3']) || mobileVerified;
  const off = rule(false, false, '*', 0, 100, 'any');
  return {
    username: rule(byUsername, byUsername, USERNAME, 6, 16, 'username'),
    password: rule(true, true, PASSWORD, 6, 20, 'password'),
    mobileNum: rule(mobile, mobileVerified, DIGITS, 6, 15, 'mobile'),
    verificationCode: rule(mobileVerified, mobileVerified, '^\\d{6}$', 6, 6, 'sms_code'),
    captcha: rule(Boolean(modules['CAPTCHA3']), Boolean(modules['CAPTCHA3']), '^[A-Za-z0-9]+$', 1, 16, 'captcha'),
    affiliateCode: rule(true, false, '^[A-Za-z0-9_-]+$', 1, 64, 'affiliate_code'),
    paymentPassword: off,
    recommenderId: off,
    nickname: rule(true, false, '*', 1, 20, 'nickname'),
    payeeName: rule(true, false, "^[\\p{L} .'-]+$", 2, 50, 'real_name'),
    email: rule(true, false, EMAIL, 5, 254, 'email'),
    idNumber: off,
    qqNum: off,
    facebook: off,
    wechat: off,
    line: off,
    whatsapp: off,
    zalo: rule(true, false, DIGITS, 6, 15, 'zalo'),
  };
}
