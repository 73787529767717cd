import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@playdeck/routes';
import { Button } from '@playdeck/ui';
import { Card, Text } from '@playdeck/ui/layout';
import { withReturn } from './return-path';

/** "Set a payment password first", with the way there and back to this very page. */
export function SetPaymentPasswordFirst({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = useLocation();
  return (
    <Card gap="md" data-testid="set-payment-password-first">
      <Text>{t(messageKey)}</Text>
      <Button
        block
        onClick={() => navigate(withReturn(paths.paymentPassword, `${here.pathname}${here.search}`))}
        data-testid="set-payment-password-link"
      >
        {t('withdraw_payment_password_set_action')}
      </Button>
    </Card>
  );
}
