import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// Through the barrel, so the kit's query-state stays in the one chunk every screen already loads.
import { LoadError } from './index';
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

/** What PagedResults reads of a TanStack infinite query. */
export interface PagedQuery<Page> extends MorePagesQuery {
  isPending: boolean;
  isFetching: boolean;
  data: { pages: Page[] } | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface PagedResultsProps<Page, Item> {
  query: PagedQuery<Page>;
  /** The items of one page; the list shows every loaded page's, in order. */
  itemsOf: (page: Page) => readonly Item[];
  /** Renders `${testId}-loading`, the load error's and LoadMore's test ids. */
  testId: string;
  loadingRows?: number;
  /** i18n keys: the load failure's title, and LoadMore's. */
  keys: { loadFailed: string; more: string; moreFailed: string; end: string };
  /** Shown when the range holds nothing. */
  empty: ReactNode;
  /** The loaded items and the first page (which carries a report's totals), above "load more". */
  children: (items: Item[], firstPage: Page) => ReactNode;
}

/** A paged report's faces: loading cards, the load error with retry, the empty state, then the items and "load more". */
export function PagedResults<Page, Item>({ query, itemsOf, testId, loadingRows, keys, empty, children }: PagedResultsProps<Page, Item>) {
  if (query.isPending) return <CardListLoading testId={testId} rows={loadingRows} />;
  if (query.data === undefined) {
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        testId={testId}
        titleKey={keys.loadFailed}
      />
    );
  }
  const { pages } = query.data;
  const items = pages.flatMap(itemsOf);
  if (items.length === 0) return <>{empty}</>;
  return (
    <Stack gap="md">
      {children(items, pages[0]!)}
      <LoadMore query={query} testId={testId} moreKey={keys.more} failedKey={keys.moreFailed} endKey={keys.end} />
    </Stack>
  );
}
