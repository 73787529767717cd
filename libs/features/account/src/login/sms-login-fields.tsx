import { useTranslation } from 'react-i18next';
import { SmsCodeField, type SmsCode } from '@playdeck/form-kit';
import { MobileNumberField } from './mobile-number-field';
import type { DialingCode } from './use-dialing-code';

/** Mobile number with its country code, and the SMS code the platform sends to it. */
export function SmsLoginFields({ dialing, sms }: { dialing: DialingCode; sms: SmsCode }) {
  const { t } = useTranslation();
  return (
    <>
      <MobileNumberField dialing={dialing} label={t('login_field_mobile')} data-testid="login-mobile" />
      <SmsCodeField sms={sms} />
    </>
  );
}
