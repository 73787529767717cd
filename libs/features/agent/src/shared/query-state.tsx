import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { Button, EmptyState, Skeleton } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';

interface LoadedQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: LoadedQuery<T>;
  testId: string;
  skeletonRows?: number;
  children: (data: T) => ReactNode;
}

/** Loading blocks, the failure in words with a retry, or the answer. A failed refresh keeps the answer already held. */
export function QueryState<T>({ query, testId, skeletonRows = 4, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending && query.data === undefined) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('loading')} data-testid={`${testId}-loading`}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Skeleton key={index} shape="rect" height={48} />
        ))}
      </Stack>
    );
  }
  if (query.data === undefined) {
    const { key, params } = describeError(query.error);
    return (
      <EmptyState
        role="alert"
        data-testid={`${testId}-error`}
        title={t('agent_load_failed')}
        description={t(key, params)}
        action={
          <Button variant="ghost" onClick={() => void query.refetch()} loading={query.isFetching} data-testid={`${testId}-retry`}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
