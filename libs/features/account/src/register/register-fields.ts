import type { RegisterFieldRule } from '../validation/register-field-rule';
import type { RegisterMode } from './register-mode';

/** The register-settings answer: one rule per payload field. */
export type RegisterRules = Readonly<Record<string, RegisterFieldRule>>;

/** Optional fields the platform may enable, in the order the form shows them. */
export const EXTRA_FIELDS = [
  'affiliateCode',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const;

export type FormField =
  'username' | 'mobileNum' | 'password' | 'confirmPassword' | 'captcha' | 'verificationCode' | (typeof EXTRA_FIELDS)[number];

export type RegisterValues = Record<FormField, string>;

export const emptyValues = (): RegisterValues =>
  Object.fromEntries(
    ['username', 'mobileNum', 'password', 'confirmPassword', 'captcha', 'verificationCode', ...EXTRA_FIELDS].map((field) => [field, '']),
  ) as RegisterValues;

const enabled = (rules: RegisterRules, field: string) => rules[field]?.enabled === true;

/**
 * Whether the mode asks for a password: by user name always, by mobile number where MOBILENUMPASSREG3 is on;
 * otherwise the number's SMS code is the credential (the member signs in by code or sets a password by phone).
 */
export function takesPassword(mode: RegisterMode): boolean {
  return mode === 'username' || BRAND_FLAGS.MOBILENUMPASSREG3;
}

/** The mode's own field is needed whatever the rules say (the platform forces it too). */
export function forcedBy(mode: RegisterMode, field: FormField): boolean {
  if (field === 'password') return takesPassword(mode);
  if (field === 'verificationCode') return !takesPassword(mode);
  return field === mode;
}

// In username mode the number still shows when the operator made it required, or registration could never pass.
function showsMobile(mode: RegisterMode, rules: RegisterRules): boolean {
  return mode === 'mobileNum' || (enabled(rules, 'mobileNum') && rules['mobileNum']!.required);
}

function showsSmsCode(mode: RegisterMode, rules: RegisterRules): boolean {
  if (!takesPassword(mode)) return true;
  const rule = rules['verificationCode'];
  return Boolean(rule?.enabled && (BRAND_FLAGS.REGMOBVERF3 || rule.required));
}

/**
 * The fields of a mode's form, in display order: the mode's identity field, passwords (where the mode takes
 * one), the captcha (also whenever an SMS code is asked, since the platform wants its answer first), the SMS
 * code, then every other field the rules enable.
 */
export function visibleFields(mode: RegisterMode, rules: RegisterRules): FormField[] {
  const fields: FormField[] = mode === 'username' ? ['username'] : [];
  const mobile = showsMobile(mode, rules);
  const smsCode = mobile && showsSmsCode(mode, rules);
  if (mobile) fields.push('mobileNum');
  if (takesPassword(mode)) fields.push('password', 'confirmPassword');
  if (enabled(rules, 'captcha') || smsCode) fields.push('captcha');
  if (smsCode) fields.push('verificationCode');
  for (const field of EXTRA_FIELDS) if (enabled(rules, field)) fields.push(field);
  return fields;
}
