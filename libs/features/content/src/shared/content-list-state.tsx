import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState, type LoadedQuery } from '@playdeck/screen-kit';
import { EmptyState } from '@playdeck/ui';

export interface ContentListStateProps<T> {
  query: LoadedQuery<readonly T[]>;
  testId: string;
  skeleton: ReactNode;
  /** i18n keys of the empty state's title and, where it has one, its description. */
  emptyKey: string;
  emptyDescriptionKey?: string;
  children: (items: T[]) => ReactNode;
}

/** A content list's faces: its skeleton, the load failure with retry, the empty state when nothing is published, or the items. */
export function ContentListState<T>({ query, testId, skeleton, emptyKey, emptyDescriptionKey, children }: ContentListStateProps<T>) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      testId={testId}
      titleKey="content_load_failed"
      skeleton={skeleton}
      isEmpty={(items) => items.length === 0}
      empty={<EmptyState title={t(emptyKey)} description={emptyDescriptionKey ? t(emptyDescriptionKey) : undefined} />}
    >
      {(items) => children(items as T[])}
    </QueryState>
  );
}
