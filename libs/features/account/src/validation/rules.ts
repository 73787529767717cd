/**
 * The spec's rule sets (section 5): each rule answers the i18n key of its message, or null when the
 * value passes. Values are trimmed before they are checked (and before they are sent).
 */
export type Rule = (value: string) => ValidationMessage | null;
export interface ValidationMessage {
  key: string;
  params?: Record<string, string | number>;
}

const message = (key: string, params?: ValidationMessage['params']): ValidationMessage => ({ key, params });

export const required =
  (key: string): Rule =>
  (value) =>
    value.trim() === '' ? message(key) : null;

export const pattern =
  (regex: RegExp, key: string, params?: ValidationMessage['params']): Rule =>
  (value) =>
    value.trim() === '' || regex.test(value.trim()) ? null : message(key, params);

export const lengthBetween =
  (min: number, max: number, key: string): Rule =>
  (value) => {
    const length = [...value.trim()].length;
    return value.trim() === '' || (length >= min && length <= max) ? null : message(key, { min, max });
  };

/** The first failing rule's message, or null. */
export function validate(value: string, rules: readonly Rule[]): ValidationMessage | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}

// Bounds the spec does not give; chosen to match the reference platform's defaults.
export const USERNAME_PATTERN = /^[A-Za-z0-9]{4,16}$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const MOBILE_PATTERN = /^\d{6,15}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const CAPTCHA_PATTERN = /^[A-Za-z0-9]{1,16}$/;
/** The spec's "simple word-with-dots, @, domain" e-mail pattern. */
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

export const ruleSets = {
  loginUsername: [required('validation_username_required'), pattern(USERNAME_PATTERN, 'validation_username_format')],
  /** Login accepts any password the account may have; only emptiness is refused before asking the platform. */
  loginPassword: [required('in_incorrect_password'), lengthBetween(1, 128, 'validation_password_format')],
  loginMobileNum: [required('validation_mobile_required'), pattern(MOBILE_PATTERN, 'validation_mobile_format', { min: 6 })],
  verificationCode: [required('in_vwrite_code'), pattern(SMS_CODE_PATTERN, 'validation_sms_code_format')],
  captcha: [required('in_vwrite_code'), pattern(CAPTCHA_PATTERN, 'validation_captcha_format')],
  email: [required('validation_email_required'), pattern(EMAIL_PATTERN, 'validation_email_format')],
  /** A new password (register, change, set by phone). */
  password: [required('in_incorrect_password'), pattern(PASSWORD_PATTERN, 'validation_password_format')],
} satisfies Record<string, readonly Rule[]>;

/** Confirmation: required (in_incorrect_password) and equal to the password (in_confirmation_correct). */
export function validateConfirmation(confirmation: string, password: string): ValidationMessage | null {
  if (confirmation.trim() === '') return message('in_incorrect_password');
  return confirmation.trim() === password.trim() ? null : message('in_confirmation_correct');
}
