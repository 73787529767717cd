import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@playdeck/api';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import { KeyValueSummary, type KeyValueItem } from '@playdeck/ui/patterns';
import { QrCode } from '@playdeck/ui/qr-code';
import { CopyButton } from '../copy/copy-button';

export interface PayToDetailsProps {
  type: DepositChannel['type'];
  payTo: DepositChannel['payTo'];
  /** Draw the QR code (a request's payload); a channel's own payload is a template until a request fills it. */
  showQr: boolean;
}

function withCopy(text: string, label: string, testId: string): ReactNode {
  return (
    <Inline gap="sm" justify="spaceBetween" nowrap>
      <span data-testid={`${testId}-value`}>{text}</span>
      <CopyButton text={text} label={label} data-testid={`${testId}-copy`} />
    </Inline>
  );
}

/** Where the member sends the money: the operator's bank account, an e-wallet account, or a QR code. */
export function PayToDetails({ type, payTo, showQr }: PayToDetailsProps) {
  const { t } = useTranslation();
  const items: KeyValueItem[] = [];
  if (type === 'BANK_TRANSFER' && payTo.bankName) items.push({ id: 'bank', label: t('deposit_pay_to_bank'), value: payTo.bankName });
  if (type !== 'BANK_TRANSFER' && payTo.provider)
    items.push({ id: 'provider', label: t('deposit_pay_to_provider'), value: payTo.provider });
  if (payTo.accountName) {
    const label = t('deposit_pay_to_account_name');
    items.push({ id: 'account-name', label, value: withCopy(payTo.accountName, label, 'pay-to-account-name') });
  }
  if (payTo.accountNumber) {
    const label = t('deposit_pay_to_account_number');
    items.push({ id: 'account-number', label, value: withCopy(payTo.accountNumber, label, 'pay-to-account-number') });
  }
  return (
    <Stack gap="sm" data-testid="pay-to" data-channel-type={type}>
      {items.length > 0 ? <KeyValueSummary items={items} /> : null}
      {type === 'QR' && payTo.qrPayload && showQr ? (
        <Stack gap="xs">
          <QrCode value={payTo.qrPayload} label={t('deposit_qr_label')} size="large" data-testid="pay-to-qr" />
          <Text size="sm" tone="muted" align="center">
            {t('deposit_qr_hint')}
          </Text>
        </Stack>
      ) : null}
      {type === 'QR' && !showQr ? (
        <Text size="sm" tone="muted" data-testid="pay-to-qr-later">
          {t('deposit_qr_after_request')}
        </Text>
      ) : null}
    </Stack>
  );
}
