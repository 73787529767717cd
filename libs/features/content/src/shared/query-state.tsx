import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { Button, EmptyState } from '@playdeck/ui';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** Shown while the first answer loads. */
  skeleton: ReactNode;
  /** Shown when the answer holds nothing to show. */
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** Names the block for tests and for the loading region. */
  testId: string;
}

/** The failure, in words, with a retry button (never a blank block). */
export function LoadError({
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
      data-testid={`${testId}-error`}
      title={t('content_load_failed')}
      description={t(key, params)}
      action={
        <Button variant="ghost" onClick={onRetry} loading={retrying} data-testid={`${testId}-retry`}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/**
 * One data block's four faces: skeleton while loading, error with retry, empty state, or the data. A
 * failed refresh keeps showing the answer already held.
 */
export function QueryState<T>({ query, skeleton, empty, isEmpty, children, testId }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('loading')} data-testid={`${testId}-loading`}>
        {skeleton}
      </div>
    );
  }
  if (query.data === undefined) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId={testId} />;
  }
  if (isEmpty(query.data)) return <div data-testid={`${testId}-empty`}>{empty}</div>;
  return <>{children(query.data)}</>;
}
