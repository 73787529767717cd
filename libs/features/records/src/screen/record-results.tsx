import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { Button, EmptyState, Skeleton } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import type { InfiniteData } from '@tanstack/react-query';
import type { ListedRecord, RecordTotal } from '../api/record-pages-query';
import { RecordRow } from './record-row';
import { RecordTotals } from './record-totals';

/** What the results read of a records query: the member's own pages or the agent form's team pages. */
export interface RecordPagesQuery {
  isPending: boolean;
  isFetching: boolean;
  data: InfiniteData<{ list: ListedRecord[]; totals: RecordTotal[] }> | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface RecordResultsProps {
  /** The member's own records, or the agent form's team records (each naming its member). */
  query: RecordPagesQuery;
  walletNames: ReadonlyMap<string, string>;
  /** Shows a longer range; absent when the range is already the longest preset. */
  onWiden?: () => void;
}

function RecordsSkeleton() {
  return (
    <Stack gap="sm">
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} padding="md" gap="xs">
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Card>
      ))}
    </Stack>
  );
}

function LoadFailed({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const { key, params } = describeError(error);
  return (
    <EmptyState
      role="alert"
      data-testid="records-error"
      title={t('records_load_failed')}
      description={t(key, params)}
      action={
        <Button variant="ghost" onClick={onRetry} loading={retrying} data-testid="records-retry">
          {t('retry')}
        </Button>
      }
    />
  );
}

/** The range's totals and records, page after page; loading, error with retry and empty faces. */
export function RecordResults({ query, walletNames, onWiden }: RecordResultsProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('loading')} data-testid="records-loading">
        <RecordsSkeleton />
      </div>
    );
  }
  if (query.data === undefined) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const pages = query.data.pages;
  const records = pages.flatMap((page) => page.list);
  if (records.length === 0) {
    return (
      <EmptyState
        data-testid="records-empty"
        title={t('records_empty_title')}
        description={t('records_empty_hint')}
        action={
          onWiden ? (
            <Button variant="ghost" onClick={onWiden} data-testid="records-widen">
              {t('records_show_30_days')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <Stack gap="md">
      <RecordTotals totals={pages[0]!.totals} />
      <Stack as="ul" gap="sm" aria-label={t('records_list_label')} data-testid="records-list">
        {records.map((record) => (
          <RecordRow key={record.id} record={record} walletNames={walletNames} />
        ))}
      </Stack>
      {query.isFetchNextPageError ? (
        <Text role="alert" size="sm" tone="danger" align="center" data-testid="records-more-error">
          {t('records_more_failed')}
        </Text>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          block
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid="records-more"
        >
          {query.isFetchNextPageError ? t('retry') : t('records_load_more')}
        </Button>
      ) : (
        <Text size="sm" tone="muted" align="center" data-testid="records-end">
          {t('records_all_shown')}
        </Text>
      )}
    </Stack>
  );
}
