import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit } from '@playdeck/api';
import { Button, EmptyState, Skeleton } from '@playdeck/ui';
import { Card, Inline, Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
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
            {value.totalPages > 1 ? (
              <Inline justify="spaceBetween" as="nav" aria-label={t('deposit_history_pages')}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={page <= 1 || query.isPlaceholderData}
                  onClick={() => setPage((current) => current - 1)}
                  data-testid="deposit-history-previous"
                >
                  {t('deposit_history_previous')}
                </Button>
                <Text as="span" size="sm" tone="muted" data-testid="deposit-history-page">
                  {t('deposit_history_page', { page: value.pageNum, total: value.totalPages })}
                </Text>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={page >= value.totalPages || query.isPlaceholderData}
                  onClick={() => setPage((current) => current + 1)}
                  data-testid="deposit-history-next"
                >
                  {t('deposit_history_next')}
                </Button>
              </Inline>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
