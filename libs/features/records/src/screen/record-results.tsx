import { useTranslation } from 'react-i18next';
import { PagedResults } from '@playdeck/screen-kit/more-pages';
import { Button, EmptyState } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';
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

/** The range's totals and records, page after page; loading, error with retry and empty faces. */
export function RecordResults({ query, walletNames, onWiden }: RecordResultsProps) {
  const { t } = useTranslation();
  return (
    <PagedResults
      query={query}
      itemsOf={(page) => page.list}
      testId="records"
      loadingRows={4}
      keys={{ loadFailed: 'records_load_failed', more: 'records_load_more', moreFailed: 'records_more_failed', end: 'records_all_shown' }}
      empty={
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
      }
    >
      {(records, firstPage) => (
        <>
          <RecordTotals totals={firstPage.totals} />
          <Stack as="ul" gap="sm" aria-label={t('records_list_label')} data-testid="records-list">
            {records.map((record) => (
              <RecordRow key={record.id} record={record} walletNames={walletNames} />
            ))}
          </Stack>
        </>
      )}
    </PagedResults>
  );
}
