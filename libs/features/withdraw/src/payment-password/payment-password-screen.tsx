import { useTranslation } from 'react-i18next';
import { paths } from '@playdeck/routes';
import { Stack, TitledCard } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { useBankCards } from '../shared/bank-cards-query';
import { useReturnPath } from '../shared/use-return-path';
import { PaymentPasswordForm } from './payment-password-form';

/**
 * /m/member/paymentPassword: sets or changes the 6-digit payment password that withdrawals and new bank
 * cards ask for, then returns to the page named by ?redirect= (withdraw when none or unsafe).
 */
export default function PaymentPasswordScreen() {
  const { t } = useTranslation();
  const cards = useBankCards();
  const returnTo = useReturnPath(paths.withdraw);
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_payment_password')}>
      <QueryState query={cards} testId="payment-password" titleKey="withdraw_load_failed">
        {({ hasPaymentPassword }) => (
          <TitledCard
            heading={t(hasPaymentPassword ? 'withdraw_payment_password_change_title' : 'withdraw_payment_password_set_title')}
            intro={t(hasPaymentPassword ? 'withdraw_payment_password_change_intro' : 'withdraw_payment_password_set_intro')}
          >
            <PaymentPasswordForm key={String(hasPaymentPassword)} hasPaymentPassword={hasPaymentPassword} returnTo={returnTo} />
          </TitledCard>
        )}
      </QueryState>
    </Stack>
  );
}
