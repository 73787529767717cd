import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { loginDeviceId } from '@playdeck/session';
import { Button, TextField } from '@playdeck/ui';
import { useCaptchaImage } from '../login/use-captcha-image';
import { SmsCodeField } from '../sms/sms-code-field';
import { TermsAgreement } from '../terms/terms-agreement';
import { CaptchaField } from './captcha-field';
import { MobileNumberField } from './mobile-number-field';
import { FIELD_INPUTS } from './register-field-inputs';
import { forcedBy, type FormField, type RegisterRules } from './register-fields';
import type { RegisterMode } from './register-mode';
import * as styles from './register-screen.css';
import { useDialingCode } from './use-dialing-code';
import { useRegisterForm } from './use-register-form';
import { useRegisterSms } from './use-register-sms';
import { useRegisterSubmit } from './use-register-submit';

/** One mode's form: the fields the platform's rules enable, the terms, and submit. */
export function RegisterForm({ mode, rules }: { mode: RegisterMode; rules: RegisterRules }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const form = useRegisterForm(mode, rules, { affiliateCode: searchParams.get('affiliateCode') ?? '' });
  const [deviceId] = useState(loginDeviceId);
  const showsCaptcha = form.fields.includes('captcha');
  const captcha = useCaptchaImage(deviceId);
  const { refresh: refreshCaptcha } = captcha;
  useEffect(() => {
    if (showsCaptcha) void refreshCaptcha();
  }, [showsCaptcha, refreshCaptcha]);
  const dialing = useDialingCode(form.fields.includes('mobileNum'));
  const [agreed, setAgreed] = useState(true);
  const resetCaptcha = () => {
    form.setValue('captcha', '');
    void refreshCaptcha();
  };
  const shared = { form, countryDialingCode: dialing.value, loginDeviceId: deviceId, resetCaptcha };
  const sms = useRegisterSms(shared);
  const { submit, submitting } = useRegisterSubmit({ ...shared, mode, rules });

  const optional = (field: FormField) => field !== 'confirmPassword' && !forcedBy(mode, field) && !rules[field]?.required;

  const renderField = (field: FormField) => {
    const { ref, ...bound } = form.bind(field);
    switch (field) {
      case 'mobileNum':
        return <MobileNumberField key={field} {...bound} ref={ref} dialing={dialing} />;
      case 'captcha':
        return <CaptchaField key={field} {...bound} ref={ref} captcha={captcha} />;
      case 'verificationCode':
        return (
          <div key={field} ref={ref}>
            <SmsCodeField value={bound.value} onChange={(value) => form.setValue(field, value)} onBlur={bound.onBlur} error={bound.error} sms={sms} />
          </div>
        );
      default: {
        const { labelKey, ...input } = FIELD_INPUTS[field];
        const label = optional(field) ? t('register_optional_label', { label: t(labelKey) }) : t(labelKey);
        return <TextField key={field} {...bound} {...input} ref={ref} label={label} showPasswordLabel={t('register_show_password')} />;
      }
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid={`register-form-${mode}`}
    >
      {form.fields.map(renderField)}
      <TermsAgreement agreed={agreed} onChange={setAgreed} />
      <Button type="submit" block size="lg" loading={submitting} disabled={!agreed} data-testid="register-submit">
        {t('register_submit')}
      </Button>
    </form>
  );
}
