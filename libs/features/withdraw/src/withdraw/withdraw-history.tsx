import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wireToMinor } from '@playdeck/api';
import { withdrawHistoryQuery } from './withdraw-history-query';
import { EmptyState } from '@playdeck/ui';
import { Card, Inline, Stack, Text } from '@playdeck/ui/layout';
import { formatMoney } from '@playdeck/site-data';
import { Pager, QueryState } from '@playdeck/screen-kit';
import { formatDateTime } from '@playdeck/i18n';
import { WithdrawalStatus } from './withdrawal-status';

/** The member's withdrawals, newest first, a page at a time, each with its state. */
export function WithdrawHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(withdrawHistoryQuery(page));
  return (
    <Stack as="section" gap="sm" aria-label={t('withdraw_history_title')} data-testid="withdraw-history">
      <Text as="h2" size="lg" weight="bold">
        {t('withdraw_history_title')}
      </Text>
      <QueryState query={query} testId="withdraw-history" titleKey="withdraw_load_failed">
        {({ list, pageNum, totalPages }) =>
          list.length === 0 ? (
            <EmptyState title={t('withdraw_history_empty')} data-testid="withdraw-history-empty" />
          ) : (
            <Stack gap="sm">
              <Stack as="ul" gap="sm" data-testid="withdraw-history-list">
                {list.map((withdrawal) => (
                  <Card as="li" key={withdrawal.reference} padding="md" gap="xs" data-testid="withdraw-history-item">
                    <Inline justify="spaceBetween" align="center">
                      <Text weight="bold">{formatMoney(wireToMinor(withdrawal.amount))}</Text>
                      <WithdrawalStatus status={withdrawal.status} />
                    </Inline>
                    <Text size="sm">{`${withdrawal.bankName} ${withdrawal.maskedNumber}`}</Text>
                    <Text size="sm" tone="muted">
                      {`${withdrawal.reference} · ${formatDateTime(withdrawal.createdAt)}`}
                    </Text>
                  </Card>
                ))}
              </Stack>
              <Pager page={pageNum} pages={totalPages} onPage={setPage} testId="withdraw-history" texts="withdraw_history" />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
