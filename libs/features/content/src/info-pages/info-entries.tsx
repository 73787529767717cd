import type { ReactNode } from 'react';
import type { InfoPageEntry, InfoPageId } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { Image } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { ContentHtml } from '../shared/content-html';
import { DetailSkeleton } from '../shared/skeletons';
import { useInfoPage } from './info-page-query';
import * as styles from './info-pages.css';
import { ContentListState } from '../shared/content-list-state';

/** One entry as a card: its picture when it has one, title, summary and the operator's HTML. */
export function InfoEntryCard({ entry, children }: { entry: InfoPageEntry; children?: ReactNode }) {
  return (
    <Card as="article" gap="sm" data-testid={`info-entry-${entry.id}`}>
      {entry.imageUrl ? (
        <Image className={styles.badge} src={entry.imageUrl} fallbackSrc={brandImages.defaultGame} alt="" aspectRatio="1 / 1" />
      ) : null}
      <Text as="h2" size="lg" weight="bold" tone="text">
        {entry.title}
      </Text>
      <Text size="sm" tone="muted">
        {entry.summary}
      </Text>
      {children ?? <ContentHtml html={entry.content} testId="info-entry-content" />}
    </Card>
  );
}

/** Loading, error with retry, empty, or the page's entries (rendered by `children`, cards by default). */
export function InfoPageEntries({ page, children }: { page: InfoPageId; children?: (entries: InfoPageEntry[]) => ReactNode }) {
  const query = useInfoPage(page);
  return (
    <ContentListState
      query={query}
      testId="info-page"
      skeleton={<DetailSkeleton />}
      emptyKey="info_page_empty"
      emptyDescriptionKey="info_page_empty_description"
    >
      {(entries) =>
        children ? (
          children(entries)
        ) : (
          <Stack gap="sm" data-testid="info-page-entries">
            {entries.map((entry) => (
              <InfoEntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
        )
      }
    </ContentListState>
  );
}
