import { useTranslation } from 'react-i18next';
import { wireToMinor, type Withdrawal } from '@playdeck/api';
import { Button } from '@playdeck/ui';
import { Card, Text } from '@playdeck/ui/layout';
import { KeyValueSummary } from '@playdeck/ui/patterns';
import { formatMoney } from '@playdeck/site-data';
import { formatDateTime } from '@playdeck/i18n';
import { WithdrawalStatus } from './withdrawal-status';

export interface WithdrawResultProps {
  withdrawal: Withdrawal;
  onAnother: () => void;
}

/** The request the platform took: pending, its reference, and the amount held until it is decided. */
export function WithdrawResult({ withdrawal, onAnother }: WithdrawResultProps) {
  const { t } = useTranslation();
  return (
    <Card gap="md" role="status" data-testid="withdraw-result">
      <Text as="h2" size="lg" weight="bold">
        {t('withdraw_result_title')}
      </Text>
      <Text size="sm" tone="muted">
        {t('withdraw_result_held', { amount: formatMoney(wireToMinor(withdrawal.amount)) })}
      </Text>
      <KeyValueSummary
        data-testid="withdraw-result-summary"
        items={[
          { id: 'reference', label: t('withdraw_reference'), value: withdrawal.reference, copyText: withdrawal.reference },
          {
            id: 'amount',
            label: t('withdraw_amount_held'),
            value: formatMoney(wireToMinor(withdrawal.amount)),
            emphasis: true,
          },
          { id: 'card', label: t('withdraw_card'), value: `${withdrawal.bankName} ${withdrawal.maskedNumber}` },
          { id: 'status', label: t('withdraw_status'), value: <WithdrawalStatus status={withdrawal.status} /> },
          { id: 'time', label: t('withdraw_time'), value: formatDateTime(withdrawal.createdAt) },
        ]}
      />
      <Button block variant="ghost" onClick={onAnother} data-testid="withdraw-another">
        {t('withdraw_another')}
      </Button>
    </Card>
  );
}
