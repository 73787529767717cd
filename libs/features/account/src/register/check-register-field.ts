import { ruleSets, validate, validateConfirmation, type ValidationMessage } from '../validation/rules';
import { validateRegisterField } from '../validation/register-field-rule';
import { forcedBy, type FormField, type RegisterRules, type RegisterValues } from './register-fields';
import type { RegisterMode } from './register-mode';

// A field shown without a rule (or whose rule is off) is checked as required-only, like the platform does.
const ANY = { enabled: true, required: false, acceptedPattern: '*', minLength: 0, maxLength: Number.MAX_SAFE_INTEGER, patternId: 'any' };

/** Spaces and dashes in a typed number are layout; the platform drops them too. */
export const plainMobile = (value: string) => value.replace(/[\s-]/g, '');

const REQUIRED_MESSAGE: Partial<Record<FormField, string>> = {
  username: 'validation_username_required',
  mobileNum: 'validation_mobile_required',
  password: 'in_incorrect_password',
  captcha: 'in_vwrite_code',
  verificationCode: 'in_vwrite_code',
};

/**
 * One field of the register form against the platform's rule for it (spec section 5): the mode's own
 * field and the password are always required, the captcha and SMS code whenever shown, the confirmation
 * must match; every other field is required only if its rule says so, and passes when empty otherwise.
 */
export function checkRegisterField(
  field: FormField,
  values: RegisterValues,
  rules: RegisterRules,
  mode: RegisterMode,
): ValidationMessage | null {
  if (field === 'confirmPassword') return validateConfirmation(values.confirmPassword, values.password);
  const value = field === 'mobileNum' ? plainMobile(values.mobileNum) : values[field];
  const stated = rules[field]?.enabled ? rules[field] : ANY;
  const required = forcedBy(mode, field) || field === 'captcha' || field === 'verificationCode' || stated.required;
  if (value.trim() === '') return required ? { key: REQUIRED_MESSAGE[field] ?? 'validation_required' } : null;
  const failure = validateRegisterField(value, { ...stated, required });
  if (failure) return failure;
  if (field === 'captcha') return validate(value, ruleSets.captcha);
  if (field === 'verificationCode') return validate(value, ruleSets.verificationCode);
  return null;
}
