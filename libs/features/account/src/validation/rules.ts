import { lengthBetween, matches, required, text, validateValues, type FieldMessage } from '@playdeck/form-kit';

/**
 * The spec's rule sets (section 5) as form-kit schemas: each field's value is trimmed, then its rules run
 * in order and the first failing one's message (an i18n key) is shown.
 */
export type ValidationMessage = FieldMessage;
export type Rule = ReturnType<typeof text>;

// Bounds the spec does not give; chosen to match the reference platform's defaults.
export const USERNAME_PATTERN = /^[A-Za-z0-9]{4,16}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const MOBILE_PATTERN = /^\d{6,15}$/;
export const MOBILE_MIN_DIGITS = 6;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const CAPTCHA_PATTERN = /^[A-Za-z0-9]{1,16}$/;
/** The spec's "simple word-with-dots, @, domain" e-mail pattern. */
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

export const ruleSets = {
  loginUsername: text([required('validation_username_required'), matches(USERNAME_PATTERN, 'validation_username_format')]),
  /** Login accepts any password the account may have; only emptiness is refused before asking the platform. */
  loginPassword: text([required('in_incorrect_password'), lengthBetween(1, 128, 'validation_password_format')]),
  loginMobileNum: text([
    required('validation_mobile_required'),
    matches(MOBILE_PATTERN, 'validation_mobile_format', { min: MOBILE_MIN_DIGITS }),
  ]),
  /** Set password by phone (spec section 5): the required message names the minimum length too. */
  setPasswordMobileNum: text([
    required('validation_mobile_required_min', { min: MOBILE_MIN_DIGITS }),
    matches(MOBILE_PATTERN, 'validation_mobile_format', { min: MOBILE_MIN_DIGITS }),
  ]),
  verificationCode: text([required('in_vwrite_code'), matches(SMS_CODE_PATTERN, 'validation_sms_code_format')]),
  captcha: text([required('in_vwrite_code'), matches(CAPTCHA_PATTERN, 'validation_captcha_format')]),
  email: text([required('validation_email_required'), matches(EMAIL_PATTERN, 'validation_email_format')]),
  /** A new password (register, change, set by phone). */
  password: text([required('in_incorrect_password'), matches(PASSWORD_PATTERN, 'validation_password_format')]),
} satisfies Record<string, Rule>;

/** One value against one rule set: the message shown for it, or null when it passes. */
export function validate(value: string, rules: Rule): ValidationMessage | null {
  return validateValues(rules, value).errors[''] ?? null;
}

/** Confirmation: required (in_incorrect_password) and equal to the password (in_confirmation_correct). */
export function validateConfirmation(confirmation: string, password: string): ValidationMessage | null {
  if (confirmation.trim() === '') return { key: 'in_incorrect_password' };
  return confirmation.trim() === password.trim() ? null : { key: 'in_confirmation_correct' };
}
