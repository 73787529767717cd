import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfoPageEntry, InfoPageId } from '@playdeck/api';
import { brandImages } from '@playdeck/brand';
import { EmptyState, Image } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { ContentHtml } from '../shared/content-html';
import { DetailSkeleton } from '../shared/skeletons';
import { useInfoPage } from './info-page-query';
import * as styles from './info-pages.css';

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
  const { t } = useTranslation();
  const query = useInfoPage(page);
  return (
    <QueryState
      query={query}
      testId="info-page"
      titleKey="content_load_failed"
      skeleton={<DetailSkeleton />}
      isEmpty={(entries) => entries.length === 0}
      empty={<EmptyState title={t('info_page_empty')} description={t('info_page_empty_description')} />}
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
    </QueryState>
  );
}
