import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CaptchaField, FormTextField, KitForm, SmsCodeField, useCaptchaImage, SubmitButton } from '@playdeck/form-kit';
import { loginDeviceId } from '@playdeck/session';
import { fetchCaptcha } from '../shared/account-queries';
import { MobileNumberField } from '../login/mobile-number-field';
import { useDialingCode } from '../login/use-dialing-code';
import { usePhoneAuth } from '../phone-auth/phone-auth-adapter';
import { usePhoneAuthCode } from '../phone-auth/use-phone-auth-code';
import { TermsAgreement } from '../terms/terms-agreement';
import { FIELD_INPUTS } from './register-field-inputs';
import { forcedBy, type FormField, type RegisterRules } from './register-fields';
import type { RegisterMode } from './register-mode';
import { useRegisterForm } from './use-register-form';
import { useRegisterSms } from './use-register-sms';
import { useDepositLimitAsk } from './use-deposit-limit-ask';
import { useRegisterSubmit } from './use-register-submit';
import { useUsernameAvailability, type UsernameAvailability } from './use-username-availability';

/** What the user-name check says under the field while it asks, and when the name is free. */
function usernameHint(availability: UsernameAvailability, t: (key: string) => string): string | undefined {
  if (availability === 'checking') return t('register_username_checking');
  if (availability === 'available') return t('register_username_available');
  return undefined;
}

/** One mode's form: the fields the platform's rules enable, the brand's deposit limit if it asks for one, the terms, and submit. */
export function RegisterForm({ mode, rules }: { mode: RegisterMode; rules: RegisterRules }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const depositLimit = useDepositLimitAsk() ?? null;
  const register = useRegisterForm(mode, rules, { affiliateCode: searchParams.get('affiliateCode') ?? '' }, depositLimit);
  const { form, fields } = register;
  const [deviceId] = useState(loginDeviceId);
  const showsCaptcha = fields.includes('captcha');
  const captcha = useCaptchaImage(() => fetchCaptcha(deviceId));
  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => {
    if (showsCaptcha) void refreshCaptcha();
  }, [showsCaptcha, refreshCaptcha]);
  const dialing = useDialingCode(form, fields.includes('mobileNum'));
  const agreed = useWatch({ control: form.control, name: 'agreed' });
  const resetCaptcha = () => {
    form.setValue('captcha', '');
    void refreshCaptcha();
  };
  const phoneAuth = usePhoneAuthCode(usePhoneAuth((state) => state.adapter));
  const shared = { register, countryDialingCode: dialing.value, loginDeviceId: deviceId, resetCaptcha, phoneAuth };
  const sms = useRegisterSms(shared);
  const { submit } = useRegisterSubmit({ ...shared, mode, rules });
  const usernameAvailability = useUsernameAvailability(register, rules, mode);

  const optional = (field: FormField) => field !== 'confirmPassword' && !forcedBy(mode, field) && !rules[field]?.required;

  const renderField = (field: FormField) => {
    const testId = `register-${field}`;
    switch (field) {
      case 'mobileNum':
        return <MobileNumberField key={field} dialing={dialing} data-testid={testId} />;
      case 'captcha':
        return (
          <CaptchaField
            key={field}
            captcha={captcha}
            label={t('form_field_captcha')}
            refreshTestId="register-captcha-image"
            data-testid={testId}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            sms={sms}
            hint={phoneAuth?.developmentCode ? t('signin_verify_dev_code', { code: phoneAuth.developmentCode }) : undefined}
          />
        );
      default: {
        const { labelKey, ...input } = FIELD_INPUTS[field];
        const label = optional(field) ? t('register_optional_label', { label: t(labelKey) }) : t(labelKey);
        return (
          <FormTextField
            key={field}
            name={field}
            {...input}
            label={label}
            hint={field === 'username' ? usernameHint(usernameAvailability, t) : undefined}
            showPasswordLabel={t('register_show_password')}
            data-testid={testId}
          />
        );
      }
    }
  };

  return (
    <KitForm form={form} onValid={submit} data-testid={`register-form-${mode}`}>
      {fields.map(renderField)}
      {depositLimit ? <depositLimit.Fields /> : null}
      <TermsAgreement agreed={agreed} onChange={(checked) => form.setValue('agreed', checked)} />
      <SubmitButton size="lg" disabled={!agreed} data-testid="register-submit">
        {t('register_submit')}
      </SubmitButton>
    </KitForm>
  );
}
