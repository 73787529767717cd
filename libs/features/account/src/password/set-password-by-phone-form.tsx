import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { contract } from '@playdeck/api';
import { ApiError, describeError } from '@playdeck/api/client';
import { HOME_PATH, loginDeviceId, sessionFromAnswer, useSessionStore } from '@playdeck/session';
import { apiClient } from '@playdeck/session/api';
import { Button, TextField, useToast } from '@playdeck/ui';
import { SmsCodeField } from '../sms/sms-code-field';
import { useSmsCode } from '../sms/use-sms-code';
import { ruleSets, validate, type Rule } from '../validation/rules';
import { useFieldErrors } from '../validation/use-field-errors';
import { DialingCodeSelect } from '../login/dialing-code-select';
import { FALLBACK_DIALING_CODE, useDialingCountries } from '../login/dialing-codes';
import * as styles from './password-form.css';
import { updateRememberedPassword } from './remembered-password';

/** Spec section 9: the set-password loading message stays up to 15 s. */
export const SET_PASSWORD_LOADING_MS = 15_000;

type Field = 'mobileNum' | 'verificationCode' | 'newPassword';
const FIELDS: readonly Field[] = ['mobileNum', 'verificationCode', 'newPassword'];
const RULES: Record<Field, readonly Rule[]> = {
  mobileNum: ruleSets.loginMobileNum,
  verificationCode: ruleSets.verificationCode,
  newPassword: ruleSets.password,
};

/**
 * Set a new password with an SMS code to the account's mobile number (CHNGPASSVERIF3). The answer is a
 * session: the member is logged in with the new password and goes home.
 */
export function SetPasswordByPhoneForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const countries = useDialingCountries();
  const [chosenCode, setDialingCode] = useState('');
  const dialingCode = chosenCode || countries[0]?.dialingCode || FALLBACK_DIALING_CODE;
  const [values, setValues] = useState<Record<Field, string>>({ mobileNum: '', verificationCode: '', newPassword: '' });
  const [saving, setSaving] = useState(false);
  const { errorText, validateField, validateAll, clearError } = useFieldErrors<Field>((field) => validate(values[field], RULES[field]));

  const sms = useSmsCode({
    validateMobile: () => validateField('mobileNum'),
    request: () => apiClient.call(contract.session.smsNoLogin, { body: { mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode } }),
  });

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !validateAll(FIELDS)) return;
    setSaving(true);
    const loading = toast.show({ message: t('set_password_saving'), kind: 'loading', duration: SET_PASSWORD_LOADING_MS });
    try {
      const answer = await apiClient.call(contract.session.setPasswordByPhone, {
        body: {
          newPassword: values.newPassword,
          mobileNum: values.mobileNum.trim(),
          countryDialingCode: dialingCode,
          verificationCode: values.verificationCode.trim(),
          loginDeviceId: loginDeviceId(),
        },
      });
      toast.hide(loading);
      useSessionStore.getState().setSession(sessionFromAnswer(answer));
      updateRememberedPassword(answer.userName, values.newPassword);
      navigate(HOME_PATH, { replace: true });
    } catch (error) {
      toast.hide(loading);
      // Spec section 8: the same password again keeps the (unused) code; anything else needs a new code.
      const samePassword = error instanceof ApiError && error.errorCode === 'modify.new.old.same';
      setValues((current) => ({ ...current, [samePassword ? 'newPassword' : 'verificationCode']: '' }));
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="set-password-form">
      <TextField
        label={t('set_password_mobile')}
        name="mobileNum"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix={<DialingCodeSelect countries={countries} value={dialingCode} onChange={setDialingCode} />}
        value={values.mobileNum}
        onChange={(event) => change('mobileNum')(event.target.value)}
        onBlur={() => validateField('mobileNum')}
        error={errorText('mobileNum')}
      />
      <SmsCodeField
        value={values.verificationCode}
        onChange={change('verificationCode')}
        onBlur={() => validateField('verificationCode')}
        error={errorText('verificationCode')}
        sms={sms}
      />
      <TextField
        label={t('set_password_new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        showPasswordLabel={t('password_show')}
        value={values.newPassword}
        onChange={(event) => change('newPassword')(event.target.value)}
        onBlur={() => validateField('newPassword')}
        error={errorText('newPassword')}
      />
      <Button type="submit" block loading={saving} data-testid="set-password-submit">
        {t('set_password_submit')}
      </Button>
    </form>
  );
}
