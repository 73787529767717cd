import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorDescription } from '@playdeck/api/client';
import { ruleSets, validate, type Rule } from '../validation/rules';
import { useFieldErrors } from '../validation/use-field-errors';
import { clearRememberedLogin, readRememberedLogin, type RememberedLogin } from '../remember/remembered-login';

/** Spec section 2: user name and password, or mobile number and SMS code (MOBILEVERCODELOGIN3 brands). */
export type LoginMode = 'password' | 'sms';
export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';
type LoginValues = Record<LoginField, string>;

const RULES: Record<LoginField, readonly Rule[]> = {
  username: ruleSets.loginUsername,
  password: ruleSets.loginPassword,
  mobileNum: ruleSets.loginMobileNum,
  verificationCode: ruleSets.verificationCode,
  captcha: ruleSets.captcha,
};

const MODE_FIELDS: Record<LoginMode, readonly LoginField[]> = {
  password: ['username', 'password'],
  sms: ['mobileNum', 'verificationCode'],
};

export function loginFields(mode: LoginMode, captchaShown: boolean): LoginField[] {
  return captchaShown ? [...MODE_FIELDS[mode], 'captcha'] : [...MODE_FIELDS[mode]];
}

function initialMode(remembered: RememberedLogin | null): LoginMode {
  return BRAND_FLAGS.MOBILEVERCODELOGIN3 && remembered?.type === 'sms' ? 'sms' : 'password';
}

function initialValues(remembered: RememberedLogin | null): LoginValues {
  const values: LoginValues = { username: '', password: '', mobileNum: '', verificationCode: '', captcha: '' };
  if (remembered?.type === 'username') return { ...values, username: remembered.username, password: remembered.password };
  if (remembered?.type === 'sms') return { ...values, mobileNum: remembered.username };
  return values;
}

/**
 * The login form's state: mode, values (filled back from the remembered login), the remember box, and
 * errors. Values are trimmed on blur and checked by the spec's rule sets on blur and submit; a refusal
 * from the platform can sit on a field until that field changes.
 */
export function useLoginFields() {
  const { t } = useTranslation();
  const [remembered] = useState(readRememberedLogin);
  const [mode, setMode] = useState<LoginMode>(() => initialMode(remembered));
  const [values, setValues] = useState<LoginValues>(() => initialValues(remembered));
  const [dialingCode, setDialingCode] = useState<string | null>(() => remembered?.countryDialingCode || null);
  const [remember, setRemember] = useState(remembered !== null);
  const [serverError, setServerError] = useState<{ field: LoginField; error: ErrorDescription } | null>(null);
  const { errorText, validateField, validateAll, clearError } = useFieldErrors<LoginField>((field) => validate(values[field], RULES[field]));

  const setValue = useCallback(
    (field: LoginField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
      setServerError((current) => (current?.field === field ? null : current));
    },
    [clearError],
  );

  const blur = (field: LoginField) => {
    const trimmed = values[field].trim();
    if (trimmed !== values[field]) setValues((current) => ({ ...current, [field]: trimmed }));
    validateField(field);
  };

  const toggleRemember = (checked: boolean) => {
    setRemember(checked);
    if (!checked) clearRememberedLogin();
  };

  return {
    mode,
    setMode,
    values,
    setValue,
    blur,
    dialingCode,
    setDialingCode,
    remember,
    toggleRemember,
    validateField,
    validateAll,
    setServerError,
    /** The field's message: its rule's, else the platform's refusal about it. */
    errorText: (field: LoginField) => errorText(field) ?? (serverError?.field === field ? t(serverError.error.key, serverError.error.params) : undefined),
  };
}
