import { useTranslation } from 'react-i18next';
import { FormTextField } from '@playdeck/form-kit';

/** The six-digit payment password a withdrawal or a new bank card is confirmed with (a form field named paymentPassword). */
export function PaymentPasswordField() {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="paymentPassword"
      label={t('withdraw_payment_password')}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      showPasswordLabel={t('password_show')}
    />
  );
}
