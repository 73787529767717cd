import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@playdeck/api';
import { EmptyState, Skeleton } from '@playdeck/ui';
import { Card, Inline, Stack, Text } from '@playdeck/ui/layout';
import { Pager, QueryState } from '@playdeck/screen-kit';
import { useDepositHistory } from '../data/deposit-queries';
import { formatWireMoney } from '../money/format-amount';
import { formatDateTime } from '@playdeck/i18n';
import { DepositStatusPill } from './deposit-status-pill';

function HistoryRow({ deposit }: { deposit: Deposit }) {
  return (
    <Card as="li" padding="md" gap="xs" data-testid="deposit-history-item" data-reference={deposit.reference}>
      <Inline justify="spaceBetween" nowrap>
        <Text as="span" weight="bold">
          {formatWireMoney(deposit.amount)}
        </Text>
        <DepositStatusPill status={deposit.status} />
      </Inline>
      <Inline justify="spaceBetween">
        <Text as="span" size="sm" tone="muted">
          {deposit.channelName} · {deposit.reference}
        </Text>
        <Text as="time" size="sm" tone="muted" dateTime={new Date(deposit.createdAt).toISOString()}>
          {formatDateTime(deposit.createdAt)}
        </Text>
      </Inline>
    </Card>
  );
}

function HistorySkeleton() {
  return (
    <Stack gap="sm">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={56} />
      ))}
    </Stack>
  );
}

/** The member's deposits, newest first, a page at a time. */
export function DepositHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useDepositHistory(page);
  return (
    <Stack gap="sm" data-testid="deposit-history">
      <QueryState
        query={query}
        testId="deposit-history"
        titleKey="deposit_load_failed"
        skeleton={<HistorySkeleton />}
        isEmpty={(value) => value.list.length === 0 && value.pageNum <= 1}
        empty={<EmptyState title={t('deposit_history_empty')} description={t('deposit_history_empty_hint')} />}
      >
        {(value) => (
          <Stack gap="sm">
            <Stack as="ul" gap="sm" aria-busy={query.isPlaceholderData} data-testid="deposit-history-list">
              {value.list.map((deposit) => (
                <HistoryRow key={deposit.reference} deposit={deposit} />
              ))}
            </Stack>
            <Pager page={value.pageNum} pages={value.totalPages} onPage={setPage} testId="deposit-history" texts="deposit_history" />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
