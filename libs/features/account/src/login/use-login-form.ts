import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { useKitForm } from '@playdeck/form-kit';
import { useToast } from '@playdeck/ui';
import { clearRememberedLogin, peekRememberedLogin, readRememberedLogin, writeRememberedLogin } from '@playdeck/session/remember';
import type { PhoneNumber } from '../phone-auth/phone-auth-adapter';
import { useNoLoginSmsCode } from '../phone-auth/use-no-login-sms-code';
import type { SocialCredentials, SocialProvider } from '../social/social-login-registry';
import { initialMode, initialValues, loginSchema, type LoginMode, type LoginValues } from './login-schema';
import { useDialingCode } from './use-dialing-code';
import { useLoginRequest, type LoginCredentials, type PendingCredentials } from './use-login-request';

/** What a login remembers when the box is ticked: the user name and password, or the mobile number. */
type RememberedAs = { type: 'username'; username: string; password: string } | { type: 'sms'; mobileNum: string };

/** Everything the login form shows and does; `onSuccess` runs once the session is stored. */
export function useLoginForm(onSuccess: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [remembered] = useState(peekRememberedLogin);
  const [mode, setMode] = useState<LoginMode>(() => initialMode(remembered));
  const smsMode = BRAND_FLAGS.MOBILEVERCODELOGIN3 && mode === 'sms';
  // A password login the platform asked to verify by phone (login_verify_required), while that step shows.
  const [verification, setVerification] = useState<{ phone: PhoneNumber; credentials: LoginCredentials }>();
  const request = useLoginRequest({
    onFieldError: (field, message) => form.refuse(field, message),
    onCaptchaSpent: () => form.setValue('captcha', ''),
    onVerifyRequired: (phone, credentials) => setVerification({ phone, credentials }),
    onProofRefused: () => form.setValue('verificationCode', ''),
  });
  const form = useKitForm({
    schema: loginSchema(smsMode ? 'sms' : 'password', request.captchaShown),
    defaultValues: initialValues(remembered),
  });
  const dialing = useDialingCode(form, smsMode);

  // The remembered password is sealed: it is opened after the first render and filled in unless typed over.
  useEffect(() => {
    if (remembered?.type !== 'username') return;
    let current = true;
    void readRememberedLogin().then((opened) => {
      if (!current || !opened?.password || opened.username !== remembered.username) return;
      if (form.getValues('password') === '' && form.getValues('username') === remembered.username)
        form.setValue('password', opened.password);
    });
    return () => {
      current = false;
    };
  }, [remembered, form]);
  const remember = useWatch({ control: form.control, name: 'remember' });
  const { phoneAuth, sms } = useNoLoginSmsCode(form, dialing.value);

  const changeMode = (next: LoginMode) => {
    form.clearErrors();
    setMode(next);
  };

  const toggleRemember = (checked: boolean) => {
    form.setValue('remember', checked);
    if (!checked) clearRememberedLogin();
  };

  const login = async (credentials: PendingCredentials, rememberAs: RememberedAs, captcha: string) => {
    if (!(await request.send(credentials, captcha))) return;
    await loggedIn(rememberAs);
  };

  const loggedIn = async (rememberAs: RememberedAs) => {
    if (remember) {
      await writeRememberedLogin(
        rememberAs.type === 'sms'
          ? { type: 'sms', username: rememberAs.mobileNum, password: '', countryDialingCode: dialing.value }
          : { type: 'username', username: rememberAs.username, password: rememberAs.password, countryDialingCode: dialing.value },
      );
    }
    onSuccess();
  };

  /**
   * The SMS tab's login: the platform's own code (type sms), or through phone auth the service's token for the
   * number (type firebase, channel sms; spec section 3), the typed code checked by the service first.
   */
  const smsCredentials = (mobileNum: string, verificationCode: string): PendingCredentials => {
    const countryDialingCode = dialing.value;
    if (!phoneAuth) return { type: 'sms', countryDialingCode, mobileNum, verificationCode };
    return async () => ({
      type: 'firebase',
      ...(await phoneAuth.proof(verificationCode)),
      firebaseMobileNo: mobileNum,
      countryDialingCode,
    });
  };

  /** Runs with the trimmed values once the shown fields pass. */
  const submit = (values: Partial<LoginValues>) => {
    if (request.submitting) return;
    const { username = '', password = '', mobileNum = '', verificationCode = '', captcha = '' } = values;
    if (smsMode) void login(smsCredentials(mobileNum, verificationCode), { type: 'sms', mobileNum }, captcha);
    else void login({ type: 'username', username, password }, { type: 'username', username, password }, captcha);
  };

  /** The phone-auth token for the number the platform named: the same login again, completed with it. */
  const completeVerification = async (firebaseIdToken: string) => {
    if (verification?.credentials.type !== 'username') return;
    const credentials = { ...verification.credentials, firebaseChannel: 'sms' as const, firebaseIdToken };
    if (!(await request.send(credentials, form.getValues('captcha')))) return;
    setVerification(undefined);
    const { username, password } = verification.credentials;
    await loggedIn({ type: 'username', username, password });
  };
  const cancelVerification = () => setVerification(undefined);

  const socialLogin = (provider: SocialProvider, credentials: SocialCredentials) => {
    // A social account has no password to remember.
    const body = {
      type: 'firebase',
      firebaseChannel: provider,
      firebaseIdToken: credentials.idToken,
      firebaseMobileNo: credentials.mobileNo,
    } as const;
    void request.send(body, form.getValues('captcha')).then((ok) => {
      if (ok) onSuccess();
    });
  };

  const socialLoginFailed = (error: unknown) => {
    // Closing the provider's pop-up is not an error worth a notice.
    if (error instanceof Error && error.name === 'AbortError') return;
    const { key, params } = describeError(error);
    toast.show({ message: t(key, params), kind: 'error' });
  };

  return {
    form,
    mode,
    changeMode,
    smsMode,
    dialing,
    remember,
    toggleRemember,
    sms,
    /** The development phone-auth service's code, shown under the SMS code field. */
    developmentCode: phoneAuth?.developmentCode,
    request,
    submit,
    socialLogin,
    socialLoginFailed,
    verification,
    completeVerification,
    cancelVerification,
  };
}

export type LoginFormState = ReturnType<typeof useLoginForm>;
