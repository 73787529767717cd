import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contract, type BodyOf } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import { type FieldMessage, fieldsOfCodes, mapServerError, useCaptchaImage } from '@playdeck/form-kit';
import { useCallMutation } from '@playdeck/form-kit/call-mutation';
import { loadTexts } from '@playdeck/i18n';
import { loginDeviceId, sessionFromAnswer, useSessionStore } from '@playdeck/session';
import { fetchCaptcha } from '../shared/account-queries';
import { useToast } from '@playdeck/ui';
import { usePhoneAuth, type PhoneNumber } from '../phone-auth/phone-auth-adapter';
import { LOGIN_FIELDS, type LoginField } from './login-schema';
import { breakRefusal } from './rg-refusal';

type LoginBody = BodyOf<typeof contract.session.login>;
type WithoutDevice<T> = T extends unknown ? Omit<T, 'loginDeviceId' | 'captcha'> : never;
/** A login body less what this hook adds: the device id and the captcha answer. */
export type LoginCredentials = WithoutDevice<LoginBody>;

/** Spec section 9 ("login loading timeouts 9999 and 10 seconds"): the logging-in notice stays until the answer. */
export const LOGIN_LOADING_MS = 9_999_000;
/** A break's end date is read, not glanced at. */
export const BREAK_REFUSAL_MS = 10_000;

// Refusals about one field are shown on it; the rest as a notice.
const FIELD_OF_CODE = fieldsOfCodes(contract.session.login, {
  'captcha.required': 'captcha',
  'captcha.error': 'captcha',
  'sms.code.error': 'verificationCode',
});

export interface UseLoginRequestOptions {
  onFieldError: (field: LoginField, message: FieldMessage) => void;
  /** The captcha answer was used up (right or wrong, each image gets one try): clear the input. */
  onCaptchaSpent: () => void;
  /**
   * The platform wants the member's number verified (login_verify_required) and phone auth is configured:
   * verify `phone`, then send the same credentials again with the phone-auth token.
   */
  onVerifyRequired: (phone: PhoneNumber, credentials: LoginCredentials) => void;
  /**
   * The phone-auth service refused the typed code (or failed to check it) before the platform was asked: the
   * code is cleared; the captcha, unspent, stays.
   */
  onProofRefused?: () => void;
}

/** The number to verify when the refusal is login_verify_required (without phone auth it is a notice like any other). */
function verificationAsked(error: unknown): PhoneNumber | undefined {
  if (!(error instanceof ApiError) || error.errorCode !== 'login_verify_required') return undefined;
  const { countryDialingCode, mobileNum } = error.value ?? {};
  return countryDialingCode && mobileNum ? { countryDialingCode, mobileNum } : undefined;
}

/** The credentials, or how to get them: the SMS login through phone auth trades the typed code for the service's token first. */
export type PendingCredentials = LoginCredentials | (() => Promise<LoginCredentials>);

/**
 * Sends a login with the device's loginDeviceId and, once the platform has asked for one, the captcha.
 * A refusal flagged `captcha` shows the captcha; every refusal while it shows fetches a new image. On
 * success the session is stored (MC_SESSION_INFO); the session layer refetches cached answers with the token.
 */
export function useLoginRequest({ onFieldError, onCaptchaSpent, onVerifyRequired, onProofRefused }: UseLoginRequestOptions) {
  const { t } = useTranslation();
  const toast = useToast();
  const setSession = useSessionStore((state) => state.setSession);
  const [deviceId] = useState(loginDeviceId);
  const captcha = useCaptchaImage(() => fetchCaptcha(deviceId));
  const [captchaShown, setCaptchaShown] = useState(false);
  const login = useCallMutation(contract.session.login);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const phoneAuth = usePhoneAuth((state) => state.adapter);

  const send = async (pending: PendingCredentials, captchaAnswer: string): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setSubmitting(true);
    // Spec section 8: the logging-in notice covers the phone-auth check too, and any failure hides it.
    const loading = toast.show({ message: t('login_loading'), kind: 'loading', duration: LOGIN_LOADING_MS });
    let credentials: LoginCredentials | undefined;
    try {
      credentials = typeof pending === 'function' ? await pending() : pending;
      const body = { ...credentials, loginDeviceId: deviceId, ...(captchaShown ? { captcha: captchaAnswer.trim() } : {}) } as LoginBody;
      const answer = await login.send({ body });
      toast.hide(loading);
      if (answer === undefined) return false;
      setSession(sessionFromAnswer(answer));
      toast.show({ message: t('login_success'), kind: 'success' });
      return true;
    } catch (error) {
      toast.hide(loading);
      const phone = verificationAsked(error);
      if (phone && phoneAuth && credentials?.type === 'username') {
        onVerifyRequired(phone, credentials);
        return false;
      }
      if (!credentials) onProofRefused?.();
      else if (captchaShown || (error instanceof ApiError && error.value?.captcha === true)) {
        setCaptchaShown(true);
        onCaptchaSpent();
        void captcha.refresh();
      }
      const onBreak = breakRefusal(error);
      if (onBreak) {
        await loadTexts('signin').catch(() => undefined);
        toast.show({ message: t(onBreak.key, onBreak.params), kind: 'error', duration: BREAK_REFUSAL_MS });
        return false;
      }
      const { field, message } = mapServerError(error, { fields: LOGIN_FIELDS, fieldOfCode: FIELD_OF_CODE });
      if (field) onFieldError(field, message);
      else toast.show({ message: t(message.key, message.params), kind: 'error' });
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { send, submitting, captcha, captchaShown };
}
