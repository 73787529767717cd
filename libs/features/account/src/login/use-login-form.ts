import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contract } from '@playdeck/api';
import { describeError } from '@playdeck/api/client';
import { apiClient } from '@playdeck/session/api';
import { useToast } from '@playdeck/ui';
import { writeRememberedLogin } from '../remember/remembered-login';
import { useSmsCode } from '../sms/use-sms-code';
import type { SocialCredentials, SocialProvider } from '../social/social-login-registry';
import { FALLBACK_DIALING_CODE, useDialingCountries } from './dialing-codes';
import { loginFields, useLoginFields } from './use-login-fields';
import { useLoginRequest, type LoginCredentials } from './use-login-request';

/** Everything the login form shows and does; `onSuccess` runs once the session is stored. */
export function useLoginForm(onSuccess: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useLoginFields();
  const { values, mode } = fields;
  const request = useLoginRequest({
    onFieldError: (field, error) => fields.setServerError({ field, error }),
    onCaptchaSpent: () => fields.setValue('captcha', ''),
  });
  const smsMode = BRAND_FLAGS.MOBILEVERCODELOGIN3 && mode === 'sms';
  const countries = useDialingCountries(smsMode);
  const dialingCode = fields.dialingCode ?? countries[0]?.dialingCode ?? FALLBACK_DIALING_CODE;
  const sms = useSmsCode({
    validateMobile: () => fields.validateField('mobileNum'),
    request: () => apiClient.call(contract.session.smsNoLogin, { body: { mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode } }),
  });

  const remember = () => {
    if (!fields.remember) return;
    writeRememberedLogin(
      smsMode
        ? { type: 'sms', username: values.mobileNum.trim(), password: '', countryDialingCode: dialingCode }
        : { type: 'username', username: values.username.trim(), password: values.password.trim(), countryDialingCode: dialingCode },
    );
  };

  const login = async (credentials: LoginCredentials) => {
    if (!(await request.send(credentials, values.captcha))) return;
    remember();
    onSuccess();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.submitting) return;
    if (!fields.validateAll(loginFields(smsMode ? 'sms' : 'password', request.captchaShown))) {
      // After the errors render, so the first invalid input is marked.
      setTimeout(() => formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus());
      return;
    }
    void login(
      smsMode
        ? { type: 'sms', countryDialingCode: dialingCode, mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim() }
        : { type: 'username', username: values.username.trim(), password: values.password.trim() },
    );
  };

  const socialLogin = (provider: SocialProvider, credentials: SocialCredentials) => {
    // A social account has no password to remember.
    void request.send({ type: 'firebase', firebaseChannel: provider, firebaseIdToken: credentials.idToken, firebaseMobileNo: credentials.mobileNo }, values.captcha).then((ok) => {
      if (ok) onSuccess();
    });
  };

  const socialLoginFailed = (error: unknown) => {
    // Closing the provider's pop-up is not an error worth a notice.
    if (error instanceof Error && error.name === 'AbortError') return;
    const { key, params } = describeError(error);
    toast.show({ message: t(key, params), kind: 'error' });
  };

  return { formRef, fields, smsMode, countries, dialingCode, sms, request, submit, socialLogin, socialLoginFailed };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
