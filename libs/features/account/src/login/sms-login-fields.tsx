import { useTranslation } from 'react-i18next';
import { TextField } from '@playdeck/ui';
import { SmsCodeField } from '../sms/sms-code-field';
import { DialingCodeSelect } from './dialing-code-select';
import type { LoginFormState } from './use-login-form';

/** Mobile number with its country code, and the SMS code the platform sends to it. */
export function SmsLoginFields({ form }: { form: LoginFormState }) {
  const { t } = useTranslation();
  const { fields, sms, countries, dialingCode } = form;
  return (
    <>
      <TextField
        label={t('login_field_mobile')}
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={fields.values.mobileNum}
        onChange={(event) => fields.setValue('mobileNum', event.target.value)}
        onBlur={() => fields.blur('mobileNum')}
        error={fields.errorText('mobileNum')}
        prefix={<DialingCodeSelect value={dialingCode} onChange={fields.setDialingCode} countries={countries} />}
        data-testid="login-mobile"
      />
      <SmsCodeField
        value={fields.values.verificationCode}
        onChange={(value) => fields.setValue('verificationCode', value)}
        onBlur={() => fields.blur('verificationCode')}
        error={fields.errorText('verificationCode')}
        sms={sms}
      />
    </>
  );
}
