import * as z from 'zod/mini';
import { peekRememberedLogin, type RememberedLogin } from '@playdeck/session/remember';
import { ruleSets, type Rule } from '../validation/rules';

/** Spec section 2: user name and password, or mobile number and SMS code (MOBILEVERCODELOGIN3 brands). */
export type LoginMode = 'password' | 'sms';
export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

export interface LoginValues extends Record<LoginField, string> {
  countryDialingCode: string;
  remember: boolean;
}

const RULES: Record<LoginField, Rule> = {
  username: ruleSets.loginUsername,
  password: ruleSets.loginPassword,
  mobileNum: ruleSets.loginMobileNum,
  verificationCode: ruleSets.verificationCode,
  captcha: ruleSets.captcha,
};

const MODE_FIELDS: Record<LoginMode, readonly LoginField[]> = {
  password: ['username', 'password'],
  sms: ['mobileNum', 'verificationCode'],
};

export const LOGIN_FIELDS = Object.keys(RULES) as LoginField[];

export function loginFields(mode: LoginMode, captchaShown: boolean): LoginField[] {
  return captchaShown ? [...MODE_FIELDS[mode], 'captcha'] : [...MODE_FIELDS[mode]];
}

/** The shown fields, each by its spec rule set; the output holds their trimmed values. */
export function loginSchema(mode: LoginMode, captchaShown: boolean) {
  const shape = Object.fromEntries(loginFields(mode, captchaShown).map((field) => [field, RULES[field]]));
  return z.object(shape) as unknown as z.ZodMiniType<Partial<Record<LoginField, string>>, LoginValues>;
}

export function initialMode(remembered: RememberedLogin | null): LoginMode {
  return BRAND_FLAGS.MOBILEVERCODELOGIN3 && remembered?.type === 'sms' ? 'sms' : 'password';
}

/** Empty, or filled back from the remembered login (its box then ticked). */
export function initialValues(remembered: RememberedLogin | null = peekRememberedLogin()): LoginValues {
  const values: LoginValues = {
    username: '',
    password: '',
    mobileNum: '',
    verificationCode: '',
    captcha: '',
    countryDialingCode: remembered?.countryDialingCode ?? '',
    remember: remembered !== null,
  };
  if (remembered?.type === 'username') return { ...values, username: remembered.username, password: remembered.password };
  if (remembered?.type === 'sms') return { ...values, mobileNum: remembered.username };
  return values;
}
