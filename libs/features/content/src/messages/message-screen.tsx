import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Announcement } from '@playdeck/api';
import { paths, withQuery } from '@playdeck/routes';
import { isAgent, useSessionStore } from '@playdeck/session';
import { Column, Stack, Text } from '@playdeck/ui/layout';
import { formatDate } from '@playdeck/i18n';
import { useAnnouncements } from '../shared/content-queries';
import { ReadMark } from '../shared/read-mark';
import { useCanMarkRead } from '../shared/read-marking';
import { ListSkeleton } from '../shared/skeletons';
import * as styles from './messages.css';
import { ContentListState } from '../shared/content-list-state';
import { StartDate } from '../shared/start-date';

/** Bulletins and popular announcements for everyone, agent announcements for agents (spec sections 6, 7). */
export function messageTypes(agent: boolean): string {
  return agent ? 'B,PL,A' : 'B,PL';
}

function MessageRow({ item, showReadMark }: { item: Announcement; showReadMark: boolean }) {
  return (
    <li>
      <Link to={withQuery(paths.messageDetail, { id: item.id })} className={styles.row} data-testid="message-item" data-id={item.id}>
        <Column as="span">
          <Stack as="span" gap="xs">
            <Text as="span" size="md" weight="bold" tone={showReadMark && !item.read ? 'primary' : undefined} truncate>
              {item.title}
            </Text>
            <StartDate at={item.startDate} format={formatDate} testId="message-date" />
          </Stack>
        </Column>
        {showReadMark ? <ReadMark read={item.read} /> : null}
      </Link>
    </li>
  );
}

/** /m/message: the announcement list; a row opens /m/messageDetail?id=. */
export default function MessageScreen() {
  const { t } = useTranslation();
  const agent = useSessionStore((state) => isAgent(state.session));
  const showReadMark = useCanMarkRead();
  const query = useAnnouncements(messageTypes(agent), undefined, { cached: true });
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_message')}>
      <ContentListState query={query} testId="messages" skeleton={<ListSkeleton />} emptyKey="content_messages_empty">
        {(items) => (
          <Stack as="ul" gap="sm" data-testid="message-list">
            {items.map((item) => (
              <MessageRow key={item.id} item={item} showReadMark={showReadMark} />
            ))}
          </Stack>
        )}
      </ContentListState>
    </Stack>
  );
}
