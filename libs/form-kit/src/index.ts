// Forms for every screen: react-hook-form over zod/mini schemas with fields bound by context. See README.md.
export { useKitForm, useFormValid, SERVER_ERROR, type KitForm as KitFormApi, type KitFormOptions } from './form/use-kit-form';
export { KitForm, useKitFormContext, type KitFormProps } from './form/kit-form';
export { useKitField, type KitFieldOptions } from './form/use-kit-field';
export { useRequestId, type RequestId } from './form/use-request-id';
export { REVALIDATE_ON_LANGUAGE_MS, useRevalidateOnLanguageChange } from './form/use-revalidate-on-language';
export { decodeMessage, encodeMessage, type FieldMessage } from './schema/field-message';
export { lengthBetween, matches, required, sameAs, satisfies, text, type TextRule } from './schema/text-rules';
export { validateValues, type FieldMessages, type ValidationResult } from './schema/validate-values';
export { platformRuleProblem, type PlatformFieldRule } from './schema/platform-field-rule';
export { fieldsOfCodes, mapServerError, type ServerErrorMap, type ServerErrorTarget } from './server/server-error';
export { FormTextField, type FormTextFieldProps } from './fields/text/form-text-field';
export { FormPasswordField, type FormPasswordFieldProps } from './fields/text/form-password-field';
export { SmsCodeField, type SmsCodeFieldProps } from './fields/sms-code/sms-code-field';
export { useSmsCode, SMS_SENDING_TOAST_MS, SMS_SENT_TOAST_MS, type SmsCode, type UseSmsCodeOptions } from './fields/sms-code/use-sms-code';
export { useSmsCountdown, secondsUntil, DEFAULT_SMS_SECONDS, SMS_TICK_MS } from './fields/sms-code/sms-countdown';
export { CaptchaField, type CaptchaFieldProps } from './fields/captcha/captcha-field';
export { useCaptchaImage, type CaptchaImage } from './fields/captcha/use-captcha-image';
export { AmountField, type AmountFieldProps } from './fields/amount/amount-field';
export { amount } from './fields/amount/amount-schema';
export { formatMinor, parseAmount, type AmountLimits, type ParsedAmount } from './fields/amount/minor-units';
export { FileField, type FileFieldProps } from './fields/file/file-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './fields/select/select-field';
export { images } from './fields/file/image-files-schema';
export {
  addImages,
  checkImageFile,
  sniffImageType,
  MAX_IMAGES,
  MAX_IMAGE_BYTES,
  type CheckedImage,
  type ImageType,
} from './fields/file/image-files';
export { useKitSubmit, type KitSubmit, type KitSubmitOptions } from './submit/use-kit-submit';
export { requestIdField, useCallMutation, type CallMutation, type CallMutationOptions, type WriteArgs } from './submit/call-mutation';
export { FormError, SubmitButton, type FormErrorProps, type SubmitButtonProps } from './submit/submit-button';
