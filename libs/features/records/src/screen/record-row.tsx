import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET, wireToMinor } from '@playdeck/api';
import type { ListedRecord } from '../api/record-pages-query';
import { Card, Inline, Text } from '@playdeck/ui/layout';
import { amountTone, formatRecordAmount } from '../money/record-money';
import { RECORD_TYPE_LABEL } from './record-labels';
import { formatDateTime } from '@playdeck/i18n';
import * as styles from './records.css';

/** One line of a record's details: its label, then the value. */
function Detail({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.detailLabel}>{label}</dt>
      <dd className={styles.detailValue} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

export interface RecordRowProps {
  /** With a username in the agent form's team records. */
  record: ListedRecord;
  /** Game wallet names by code; a code without a name is shown as it is. */
  walletNames: ReadonlyMap<string, string>;
}

/** One movement: type and signed amount, then its member (team records), balance after, wallet, reference and local time. */
export function RecordRow({ record, walletNames }: RecordRowProps) {
  const { t } = useTranslation();
  const amount = wireToMinor(record.amount);
  const wallet = record.wallet === MAIN_WALLET ? t('records_wallet_main') : (walletNames.get(record.wallet) ?? record.wallet);
  return (
    <Card as="li" padding="md" gap="xs" data-testid="record-row">
      <Inline justify="spaceBetween" nowrap>
        <Text as="strong" weight="bold" data-testid="record-type">
          {t(RECORD_TYPE_LABEL[record.type])}
        </Text>
        <span className={styles.amount[amountTone(amount)]} data-testid="record-amount" data-tone={amountTone(amount)}>
          {formatRecordAmount(amount, { signed: true })}
        </span>
      </Inline>
      <dl className={styles.details}>
        {record.username ? (
          <Detail label={t('records_member')} testId="record-member">
            {record.username}
          </Detail>
        ) : null}
        <Detail label={t('records_balance_after')} testId="record-balance">
          {formatRecordAmount(wireToMinor(record.balanceAfter))}
        </Detail>
        <Detail label={t('records_wallet')} testId="record-wallet">
          {wallet}
        </Detail>
        {record.reference ? (
          <Detail label={t('records_reference')} testId="record-reference">
            {record.reference}
          </Detail>
        ) : null}
        <Detail label={t('records_time')}>
          <time dateTime={new Date(record.createdAt).toISOString()} data-testid="record-time">
            {formatDateTime(record.createdAt, { seconds: true })}
          </time>
        </Detail>
      </dl>
    </Card>
  );
}
