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

/** The mode's own field is needed whatever the rules say (the platform forces it too). */
export function forcedBy(mode: RegisterMode, field: FormField): boolean {
  return field === 'password' || field === mode;
}

// In username mode the number still shows when the operator made it required, or registration could never pass.
function showsMobile(mode: RegisterMode, rules: RegisterRules): boolean {
  return mode === 'mobileNum' || (enabled(rules, 'mobileNum') && rules['mobileNum']!.required);
}

function showsSmsCode(rules: RegisterRules): boolean {
  const rule = rules['verificationCode'];
  return Boolean(rule?.enabled && (BRAND_FLAGS.REGMOBVERF3 || rule.required));
}

/**
 * The fields of a mode's form, in display order: the mode's identity field, passwords, the captcha
 * (also whenever an SMS code is asked, since the platform wants its answer first), the SMS code, then
 * every other field the rules enable.
 */
export function visibleFields(mode: RegisterMode, rules: RegisterRules): FormField[] {
  const fields: FormField[] = mode === 'username' ? ['username'] : [];
  const mobile = showsMobile(mode, rules);
  const smsCode = mobile && showsSmsCode(rules);
  if (mobile) fields.push('mobileNum');
  fields.push('password', 'confirmPassword');
  if (enabled(rules, 'captcha') || smsCode) fields.push('captcha');
  if (smsCode) fields.push('verificationCode');
  for (const field of EXTRA_FIELDS) if (enabled(rules, field)) fields.push(field);
  return fields;
}
