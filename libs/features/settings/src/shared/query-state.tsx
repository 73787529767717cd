import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { Button, EmptyState, Skeleton } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';

/** A failed load, in words, with a retry button (never a blank block). */
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
      title={t('settings_load_failed')}
      description={t(key, params)}
      action={
        <Button variant="ghost" onClick={onRetry} loading={retrying} data-testid={`${testId}-retry`}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/** Grey blocks where a form or a list will be, announced as loading. */
export function LoadingBlock({ testId, rows = 3 }: { testId: string; rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')} data-testid={`${testId}-loading`}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="rect" height={48} />
      ))}
    </Stack>
  );
}

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

/** Loading, error with retry, or the answer. A failed refresh keeps showing the answer already held. */
export function QueryState<T>({ query, testId, skeletonRows, children }: QueryStateProps<T>) {
  if (query.isPending && query.data === undefined) return <LoadingBlock testId={testId} rows={skeletonRows} />;
  if (query.data === undefined) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId={testId} />;
  }
  return <>{children(query.data)}</>;
}
