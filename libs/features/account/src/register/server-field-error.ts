import { contract } from '@playdeck/api';
import type { ApiError } from '@playdeck/api/client';
import { type FieldMessage, fieldsOfCodes, mapServerError } from '@playdeck/form-kit';
import type { FormField, RegisterRules } from './register-fields';

// Refusals about one field that come without `value.field`.
// register and registerMobile refuse alike; smsRegister's refusals are among theirs.
const FIELD_OF_CODE = fieldsOfCodes(contract.session.register, {
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  'sms.code.error': 'verificationCode',
  'captcha.required': 'captcha',
  'captcha.error': 'captcha',
  'invitation.code.invalid': 'affiliateCode',
  'agent.info.error': 'affiliateCode',
  'referrer.link.error': 'recommenderId',
  'password.confirm.mismatch': 'confirmPassword',
});

// The SMS call names the number mobileNo; a bad dialing code belongs to the number's field.
const FIELD_ALIASES: Readonly<Record<string, FormField>> = { mobileNo: 'mobileNum', countryDialingCode: 'mobileNum' };

/** A rule refusal says `<field>: required` or `<field>: reg_pattern_<patternId>…` (see contract.session). */
function ruleMessage(error: ApiError, rules: RegisterRules, field: FormField): FieldMessage | null {
  if (error.errorCode !== 'request_param_err') return null;
  const pattern = /\breg_pattern_\w+/.exec(error.message)?.[0];
  const rule = rules[field];
  if (pattern) return { key: pattern, params: rule ? { min: rule.minLength, max: rule.maxLength } : undefined };
  return /:\s*required\b/.test(error.message) ? { key: 'validation_required' } : null;
}

/** The form field a refusal is about, with its message; null when it concerns no field on the form. */
export function serverFieldError(
  error: unknown,
  fields: readonly FormField[],
  rules: RegisterRules,
): { field: FormField; message: FieldMessage } | null {
  const target = mapServerError(error, {
    fields,
    fieldOfCode: FIELD_OF_CODE,
    aliases: FIELD_ALIASES,
    messageFor: (refusal, field) => ruleMessage(refusal, rules, field),
  });
  return target.field ? { field: target.field, message: target.message } : null;
}
