import { useTranslation } from 'react-i18next';
import { Button, Skeleton } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';

export interface CardListLoadingProps {
  /** Renders `${testId}-loading`. */
  testId: string;
  rows?: number;
}

/** Skeleton cards, announced as loading, where a list of cards will be. */
export function CardListLoading({ testId, rows = 3 }: CardListLoadingProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('loading')} data-testid={`${testId}-loading`}>
      <Stack gap="sm">
        {Array.from({ length: rows }, (_, index) => (
          <Card key={index} padding="md" gap="xs">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Card>
        ))}
      </Stack>
    </div>
  );
}

/** The part of a TanStack infinite query LoadMore reads. */
export interface MorePagesQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface LoadMoreProps {
  query: MorePagesQuery;
  /** Renders `${testId}-more`, `${testId}-more-error` and `${testId}-end`. */
  testId: string;
  /** i18n keys: the button, the failure of a next page, and the end of the list. */
  moreKey: string;
  failedKey: string;
  endKey: string;
}

/** "Load more" under a list, with its own retry when a next page failed, or the end of the list. */
export function LoadMore({ query, testId, moreKey, failedKey, endKey }: LoadMoreProps) {
  const { t } = useTranslation();
  return (
    <>
      {query.isFetchNextPageError ? (
        <Text role="alert" size="sm" tone="danger" align="center" data-testid={`${testId}-more-error`}>
          {t(failedKey)}
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
          {query.isFetchNextPageError ? t('retry') : t(moreKey)}
        </Button>
      ) : (
        <Text size="sm" tone="muted" align="center" data-testid={`${testId}-end`}>
          {t(endKey)}
        </Text>
      )}
    </>
  );
}
