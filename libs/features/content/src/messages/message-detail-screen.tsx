import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@playdeck/routes';
import { Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { formatDayFirst } from '@playdeck/i18n';
import { StartDate } from '../shared/start-date';
import { ContentHtml } from '../shared/content-html';
import { parseContentId } from '../shared/content-id';
import { useAnnouncement } from '../shared/content-queries';
import { isNotFound, NotFound } from '../shared/not-found';
import { DetailSkeleton } from '../shared/skeletons';
import { useMarkReadOnOpen } from '../shared/use-mark-read-on-open';

function MessageDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useAnnouncement(id);
  useMarkReadOnOpen(query.data);
  if (isNotFound(query.error)) return <NotFound backTo={paths.message} backLabel={t('content_back_to_messages')} />;
  return (
    <QueryState
      query={query}
      testId="message-detail"
      titleKey="content_load_failed"
      skeleton={<DetailSkeleton />}
      isEmpty={() => false}
      empty={null}
    >
      {(item) => (
        <Stack as="article" gap="md" data-testid="message-detail">
          <Text as="h2" size="lg" weight="bold" tone="text">
            {item.title}
          </Text>
          <StartDate at={item.startDate} format={formatDayFirst} testId="message-detail-date" />
          <ContentHtml html={item.content} testId="message-content" />
        </Stack>
      )}
    </QueryState>
  );
}

/** /m/messageDetail?id=: one announcement, marked read on open; a bad or unknown id says "not found". */
export default function MessageDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseContentId(params.get('id'));
  return (
    <Stack as="section" gap="md" padding="lg">
      {id === null ? <NotFound backTo={paths.message} backLabel={t('content_back_to_messages')} /> : <MessageDetail key={id} id={id} />}
    </Stack>
  );
}
