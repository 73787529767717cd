import { matches, required, text } from '@playdeck/form-kit';

// The spec's e-mail format (section 5) and the platform's mobile and code shapes (contract security.ts).
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
export const MOBILE_PATTERN = /^\d{6,15}$/;
export const CODE_PATTERN = /^\d{6}$/;

export const contactRules = {
  email: text([required('validation_email_required'), matches(EMAIL_PATTERN, 'validation_email_format')]),
  mobileNum: text([required('validation_mobile_required'), matches(MOBILE_PATTERN, 'validation_mobile_format', { min: 6 })]),
  verificationCode: text([required('in_vwrite_code'), matches(CODE_PATTERN, 'validation_sms_code_format')]),
};
