import { useTranslation } from 'react-i18next';
import { Badge } from '@playdeck/ui';
import { Column, Inline, Text } from '@playdeck/ui/layout';

/** "Unread" tag or a quiet "Read": shown to members whose reads are kept (see useCanMarkRead). */
export function ReadMark({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return (
    <Column as="span" width="content" data-testid="read-mark" data-read={String(read)}>
      <Inline as="span" gap="none">
        {read ? (
          <Text as="span" size="xs" tone="muted">
            {t('content_read')}
          </Text>
        ) : (
          <Badge variant="tag">{t('content_unread')}</Badge>
        )}
      </Inline>
    </Column>
  );
}
