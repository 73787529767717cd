import { useTranslation } from 'react-i18next';
import { SmsCodeField, type SmsCode } from '@playdeck/form-kit';
import { MobileNumberField } from './mobile-number-field';
import type { DialingCode } from './use-dialing-code';

/**
 * Mobile number with its country code, and the SMS code the platform (or the brand's phone-auth service) sends
 * to it; the development phone-auth service's code shows under the field.
 */
export function SmsLoginFields({ dialing, sms, developmentCode }: { dialing: DialingCode; sms: SmsCode; developmentCode?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <MobileNumberField dialing={dialing} label={t('login_field_mobile')} data-testid="login-mobile" />
      <SmsCodeField sms={sms} hint={developmentCode ? t('signin_verify_dev_code', { code: developmentCode }) : undefined} />
    </>
  );
}
