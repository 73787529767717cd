import { useTranslation } from 'react-i18next';
import type { Deposit } from '@playdeck/api';
import { Stack, Text } from '@playdeck/ui/layout';
import { DepositForm } from '../form/deposit-form';
import { PayToDetails } from '../pay-to/pay-to-details';
import type { DepositPanelProps } from './deposit-panel-props';

/**
 * The chosen channel: where the money goes, then the amount form (a fresh form, and request id, per channel).
 * `headingLevel`: one below the panel's own heading, so no level is skipped (h2 where the panel has none).
 */
export function ChannelDetails({
  selected,
  onPending,
  headingLevel = 'h3',
}: {
  selected: DepositPanelProps['selected'];
  onPending: (deposit: Deposit) => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="deposit-channel-details" data-channel-id={selected.id}>
      <Stack gap="xs">
        <Text as={headingLevel} weight="bold">
          {t('deposit_pay_to_title', { channel: selected.name })}
        </Text>
        <PayToDetails type={selected.type} payTo={selected.payTo} showQr={false} />
      </Stack>
      <DepositForm key={selected.id} channel={selected} onPending={onPending} />
    </Stack>
  );
}
