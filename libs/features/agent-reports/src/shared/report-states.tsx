import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { Button, EmptyState, Skeleton } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';

/** Skeleton cards while the first page loads. */
export function ReportLoading({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('loading')} data-testid={testId}>
      <Stack gap="sm">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} padding="md" gap="xs">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Card>
        ))}
      </Stack>
    </div>
  );
}

/** The first page failed: what went wrong (a refusal's translated message) and a retry. */
export function ReportFailed({
  error,
  onRetry,
  retrying,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { key, params } = describeError(error);
  return (
    <EmptyState
      role="alert"
      data-testid={testId}
      title={t('agent_reports_load_failed')}
      description={t(key, params)}
      action={
        <Button variant="ghost" onClick={onRetry} loading={retrying} data-testid={`${testId}-retry`}>
          {t('retry')}
        </Button>
      }
    />
  );
}

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" with its own retry, or the end of the list. */
export function LoadMore({ query, testId }: { query: PagedQuery; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {query.isFetchNextPageError ? (
        <Text role="alert" size="sm" tone="danger" align="center" data-testid={`${testId}-more-error`}>
          {t('agent_reports_more_failed')}
        </Text>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="ghost"
          block
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid={`${testId}-more`}
        >
          {query.isFetchNextPageError ? t('retry') : t('agent_reports_load_more')}
        </Button>
      ) : (
        <Text size="sm" tone="muted" align="center" data-testid={`${testId}-end`}>
          {t('agent_reports_all_shown')}
        </Text>
      )}
    </>
  );
}
