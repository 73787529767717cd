export { ruleSets, validate, validateConfirmation, type Rule, type ValidationMessage } from './validation/rules';
export { validateRegisterField, type RegisterFieldRule } from './validation/register-field-rule';
export { useFieldErrors, REVALIDATE_ON_LANGUAGE_MS } from './validation/use-field-errors';
export { useSmsCountdown, secondsUntil, DEFAULT_SMS_SECONDS, SMS_TICK_MS } from './sms/sms-countdown';
export { useSmsCode, SMS_SENDING_TOAST_MS, SMS_SENT_TOAST_MS } from './sms/use-sms-code';
export { SmsCodeField, type SmsCodeFieldProps } from './sms/sms-code-field';
