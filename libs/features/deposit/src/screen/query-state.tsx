import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { Button, EmptyState } from '@playdeck/ui';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T, unknown>, 'data' | 'error' | 'isPending' | 'isFetching' | 'refetch'>;
  /** Shown while the first answer loads. */
  skeleton: ReactNode;
  /** Shown when the answer holds nothing to show. */
  empty: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** Names the block for tests. */
  testId: string;
}

/** One data block's four faces: skeleton, error with retry, empty, or the data (kept through a failed refresh). */
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
    const { key, params } = describeError(query.error);
    return (
      <EmptyState
        role="alert"
        data-testid={`${testId}-error`}
        title={t('deposit_load_failed')}
        description={t(key, params)}
        action={
          <Button variant="ghost" onClick={() => void query.refetch()} loading={query.isFetching} data-testid={`${testId}-retry`}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty(query.data)) return <div data-testid={`${testId}-empty`}>{empty}</div>;
  return <>{children(query.data)}</>;
}
