import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@playdeck/api/client';
import { Button, EmptyState, Skeleton } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';

/** The i18n key of a failure's title when a screen names none. */
export const DEFAULT_LOAD_FAILED_KEY = 'error_loading_failed';

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** Renders `${testId}-error` and `${testId}-retry`. */
  testId: string;
  /** i18n key of the title; the failure itself is the description. */
  titleKey?: string;
}

/** A failed load, in words, with a retry button (never a blank block). */
export function LoadError({ error, onRetry, retrying, testId, titleKey = DEFAULT_LOAD_FAILED_KEY }: LoadErrorProps) {
  const { t } = useTranslation();
  const { key, params } = describeError(error);
  return (
    <EmptyState
      role="alert"
      data-testid={`${testId}-error`}
      title={t(titleKey)}
      description={t(key, params)}
      action={
        <Button variant="ghost" onClick={onRetry} loading={retrying} data-testid={`${testId}-retry`}>
          {t('retry')}
        </Button>
      }
    />
  );
}

export interface LoadingBlockProps {
  /** Renders `${testId}-loading`. */
  testId: string;
  rows?: number;
  rowHeight?: number;
}

/** Grey blocks where a form or a list will be, announced as loading. */
export function LoadingBlock({ testId, rows = 3, rowHeight = 48 }: LoadingBlockProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('loading')} data-testid={`${testId}-loading`}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} shape="rect" height={rowHeight} />
      ))}
    </Stack>
  );
}

/** The part of a TanStack query result QueryState reads. */
export interface LoadedQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: LoadedQuery<T>;
  /** Names the block for tests: `${testId}-loading`, `-error`, `-retry` and `-empty`. */
  testId: string;
  /** i18n key of the failure's title (a screen's own, e.g. 'withdraw_load_failed'). */
  titleKey?: string;
  /** Shown while the first answer loads, inside an element announced as loading; grey rows when left out. */
  skeleton?: ReactNode;
  skeletonRows?: number;
  skeletonHeight?: number;
  /** When given with `empty`, an answer holding nothing to show renders `empty` instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error with retry, (empty,) or the answer. A failed refresh keeps showing the answer already held. */
export function QueryState<T>({
  query,
  testId,
  titleKey,
  skeleton,
  skeletonRows,
  skeletonHeight,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending && query.data === undefined) {
    if (skeleton === undefined) return <LoadingBlock testId={testId} rows={skeletonRows} rowHeight={skeletonHeight} />;
    return (
      <div aria-busy="true" aria-label={t('loading')} data-testid={`${testId}-loading`}>
        {skeleton}
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId={testId} titleKey={titleKey} />
    );
  }
  if (isEmpty?.(query.data)) return <div data-testid={`${testId}-empty`}>{empty}</div>;
  return <>{children(query.data)}</>;
}
