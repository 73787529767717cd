import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@playdeck/form-kit';

/** The six-digit payment password a withdrawal or a new bank card is confirmed with (a form field named paymentPassword). */
export function PaymentPasswordField() {
  const { t } = useTranslation();
  return (
    <FormPasswordField name="paymentPassword" label={t('withdraw_payment_password')} inputMode="numeric" maxLength={6} autoComplete="off" />
  );
}
