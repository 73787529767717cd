import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { contract } from '@playdeck/api';
import { ApiError } from '@playdeck/api/client';
import { FormPasswordField, KitForm, SmsCodeField, useKitForm, SubmitButton, useKitSubmit } from '@playdeck/form-kit';
import { HOME_PATH, loginDeviceId, sessionFromAnswer, useSessionStore } from '@playdeck/session';
import { useToast } from '@playdeck/ui';
import { MobileNumberField } from '../login/mobile-number-field';
import { useDialingCode } from '../login/use-dialing-code';
import { useNoLoginSmsCode } from '../phone-auth/use-no-login-sms-code';
import { ruleSets } from '../validation/rules';
import { forgetRememberedPassword } from './remembered-password';

/** Spec section 9: the set-password loading message stays up to 15 s. */
export const SET_PASSWORD_LOADING_MS = 15_000;

const setPasswordSchema = z.object({
  mobileNum: ruleSets.setPasswordMobileNum,
  verificationCode: ruleSets.verificationCode,
  newPassword: ruleSets.password,
  countryDialingCode: z.string(),
});

/**
 * Set a new password with an SMS code to the account's mobile number (CHNGPASSVERIF3). The answer is a
 * session: the member is logged in with the new password and goes home. With the brand's phone-auth
 * service the service sends and checks the code, and its token for the number goes in the code's place.
 */
export function SetPasswordByPhoneForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useKitForm({
    schema: setPasswordSchema,
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', countryDialingCode: '' },
  });
  const dialing = useDialingCode(form);
  const { phoneAuth, sms } = useNoLoginSmsCode(form, dialing.value);
  /** The code itself, or the phone-auth service's token for it. */
  const numberProof = async (verificationCode: string) =>
    phoneAuth ? { firebaseIdToken: (await phoneAuth.proof(verificationCode)).firebaseIdToken } : { verificationCode };

  const loading = useRef<string | undefined>(undefined);
  const hideLoading = () => {
    if (loading.current !== undefined) toast.hide(loading.current);
    loading.current = undefined;
  };
  const { submit } = useKitSubmit(form, contract.session.setPasswordByPhone, {
    body: async ({ mobileNum, verificationCode, newPassword }) => ({
      newPassword,
      mobileNum,
      countryDialingCode: dialing.value,
      ...(await numberProof(verificationCode)),
      loginDeviceId: loginDeviceId(),
    }),
    fields: [],
    formRefusals: 'toast',
    onRefused: (error) => {
      hideLoading();
      // Spec section 8: the same password again keeps the (unused) code; anything else needs a new code.
      const samePassword = error instanceof ApiError && error.errorCode === 'modify.new.old.same';
      form.setValue(samePassword ? 'newPassword' : 'verificationCode', '');
    },
    onDone: (answer) => {
      hideLoading();
      useSessionStore.getState().setSession(sessionFromAnswer(answer));
      forgetRememberedPassword(answer.userName);
      navigate(HOME_PATH, { replace: true });
    },
    busyWhenDone: true,
  });
  const save = async (values: z.output<typeof setPasswordSchema>) => {
    if (form.busy) return;
    loading.current = toast.show({ message: t('set_password_saving'), kind: 'loading', duration: SET_PASSWORD_LOADING_MS });
    await submit(values);
    hideLoading();
  };

  return (
    <KitForm form={form} onValid={save} data-testid="set-password-form">
      <MobileNumberField dialing={dialing} label={t('set_password_mobile')} />
      <SmsCodeField
        sms={sms}
        hint={phoneAuth?.developmentCode ? t('signin_verify_dev_code', { code: phoneAuth.developmentCode }) : undefined}
      />
      <FormPasswordField name="newPassword" label={t('set_password_new')} autoComplete="new-password" />
      <SubmitButton data-testid="set-password-submit">{t('set_password_submit')}</SubmitButton>
    </KitForm>
  );
}
