import { useTranslation } from 'react-i18next';
import type { Deposit } from '@playdeck/api';
import { Button } from '@playdeck/ui';
import { Card, Inline, Stack, Text, TitledCard } from '@playdeck/ui/layout';
import { KeyValueSummary } from '@playdeck/ui/patterns';
import { CopyButton } from '../copy/copy-button';
import { formatDateTime } from '@playdeck/i18n';
import { formatWireMoney } from '../money/format-amount';
import { PayToDetails } from '../pay-to/pay-to-details';
import { formatCountdown, useCountdown } from './use-countdown';

export interface PendingDepositProps {
  deposit: Deposit;
  /** Back to the form for another deposit. */
  onAnother: () => void;
}

function Countdown({ expiresAt }: { expiresAt: number }) {
  const { t } = useTranslation();
  const left = useCountdown(expiresAt);
  return left > 0 ? (
    <Text as="span" weight="bold" tone="primary" data-testid="pending-countdown" aria-live="off">
      {t('deposit_pending_time_left', { time: formatCountdown(left) })}
    </Text>
  ) : (
    <Text as="span" weight="bold" tone="danger" data-testid="pending-countdown">
      {t('deposit_pending_expired')}
    </Text>
  );
}

/** The request the platform took: what to pay, where, with which reference code, and until when. */
export function PendingDeposit({ deposit, onAnother }: PendingDepositProps) {
  const { t } = useTranslation();
  const codeLabel = t('deposit_reference_code');
  return (
    <Stack gap="md" data-testid="pending-deposit" data-reference={deposit.reference}>
      <TitledCard heading={t('deposit_pending_title')} intro={t('deposit_pending_intro')} gap="sm">
        <KeyValueSummary
          items={[
            { id: 'reference', label: t('deposit_reference'), value: <span data-testid="pending-reference">{deposit.reference}</span> },
            {
              id: 'reference-code',
              label: codeLabel,
              value: (
                <Inline gap="sm" justify="spaceBetween" nowrap>
                  <strong data-testid="pending-reference-code">{deposit.referenceCode}</strong>
                  <CopyButton text={deposit.referenceCode} label={codeLabel} data-testid="pending-reference-code-copy" />
                </Inline>
              ),
            },
            {
              id: 'amount',
              label: t('deposit_amount'),
              value: <span data-testid="pending-amount">{formatWireMoney(deposit.amount)}</span>,
              emphasis: true,
            },
            { id: 'channel', label: t('deposit_channel'), value: deposit.channelName },
            {
              id: 'expires',
              label: t('deposit_pending_expires'),
              value: (
                <Stack gap="xs">
                  <time dateTime={new Date(deposit.expiresAt).toISOString()} data-testid="pending-expires-at">
                    {formatDateTime(deposit.expiresAt)}
                  </time>
                  <Countdown expiresAt={deposit.expiresAt} />
                </Stack>
              ),
            },
          ]}
        />
      </TitledCard>
      <Card gap="sm">
        <Text as="h3" weight="bold">
          {t('deposit_where_to_pay')}
        </Text>
        <PayToDetails type={deposit.channelType} payTo={deposit.payTo} showQr />
        <Text size="sm" tone="muted">
          {t('deposit_reference_code_hint', { code: deposit.referenceCode })}
        </Text>
      </Card>
      <Button block variant="secondary" onClick={onAnother} data-testid="deposit-another">
        {t('deposit_another')}
      </Button>
    </Stack>
  );
}
