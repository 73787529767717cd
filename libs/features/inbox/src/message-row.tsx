import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@playdeck/api';
import { Text } from '@playdeck/ui/layout';
import * as styles from './inbox.css';
import { formatDateTime } from '@playdeck/i18n';
import { KIND_LABEL_KEYS } from './message-format';

/** One message in the list: unread mark, title, kind and time; tapping opens it. */
export function MessageRow({ message, onOpen }: { message: InboxMessage; onOpen: (message: InboxMessage) => void }) {
  const { t } = useTranslation();
  const state = t(message.read ? 'inbox_read' : 'inbox_unread_one');
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={() => onOpen(message)}
        aria-label={`${message.title}, ${t(KIND_LABEL_KEYS[message.kind])}, ${state}`}
        data-testid="inbox-message"
        data-id={message.id}
        data-read={String(message.read)}
      >
        <span className={styles.dot} data-read={String(message.read)} aria-hidden="true" />
        <span className={styles.rowText}>
          <Text as="span" weight={message.read ? undefined : 'bold'} truncate>
            {message.title}
          </Text>
          <Text as="span" size="sm" tone="muted">
            {`${t(KIND_LABEL_KEYS[message.kind])} · ${formatDateTime(message.createdAt)}`}
          </Text>
        </span>
      </button>
    </li>
  );
}
