import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@playdeck/routes';
import { formatDetailDate } from '../shared/content-dates';
import { ContentHtml } from '../shared/content-html';
import * as shared from '../shared/content.css';
import { parseContentId } from '../shared/content-id';
import { useAnnouncement } from '../shared/content-queries';
import { isNotFound, NotFound } from '../shared/not-found';
import { QueryState } from '../shared/query-state';
import { DetailSkeleton } from '../shared/skeletons';
import { useMarkReadOnOpen } from '../shared/use-mark-read-on-open';
import * as styles from './messages.css';

function MessageDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useAnnouncement(id);
  useMarkReadOnOpen(query.data);
  if (isNotFound(query.error)) return <NotFound backTo={paths.message} backLabel={t('content_back_to_messages')} />;
  return (
    <QueryState query={query} testId="message-detail" skeleton={<DetailSkeleton />} isEmpty={() => false} empty={null}>
      {(item) => (
        <article className={styles.detail} data-testid="message-detail">
          <h2 className={shared.title}>{item.title}</h2>
          <time className={shared.muted} dateTime={new Date(item.startDate).toISOString()} data-testid="message-detail-date">
            {formatDetailDate(item.startDate)}
          </time>
          <ContentHtml html={item.content} testId="message-content" />
        </article>
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
    <section className={shared.screen}>
      {id === null ? <NotFound backTo={paths.message} backLabel={t('content_back_to_messages')} /> : <MessageDetail key={id} id={id} />}
    </section>
  );
}
