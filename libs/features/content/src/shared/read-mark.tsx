import { useTranslation } from 'react-i18next';
import { Badge } from '@playdeck/ui';
import { Text } from '@playdeck/ui/layout';
import * as styles from './read-mark.css';

/** "Unread" tag or a quiet "Read": shown to members whose reads are kept (see useCanMarkRead). */
export function ReadMark({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.mark} data-testid="read-mark" data-read={read}>
      {read ? (
        <Text as="span" size="xs" tone="muted">
          {t('content_read')}
        </Text>
      ) : (
        <Badge variant="tag">{t('content_unread')}</Badge>
      )}
    </span>
  );
}
