import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@playdeck/api';
import { describeError } from '@playdeck/api/client';
import { isSessionEnded } from '@playdeck/session/api';
import { Button, Sheet, useToast } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import * as styles from './inbox.css';
import { useRemoveMessage } from './inbox-queries';
import { formatDateTime } from '@playdeck/i18n';
import { KIND_LABEL_KEYS } from './message-format';

export interface MessageSheetProps {
  /** The open message; null when none is. */
  message: InboxMessage | null;
  onClose: () => void;
}

/** An opened message: its text, and delete (asked twice, in the same sheet). */
export function MessageSheet({ message, onClose }: MessageSheetProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemoveMessage();
  const [confirming, setConfirming] = useState(false);
  const deleting = useRef(false);

  const close = () => {
    if (remove.isPending) return;
    setConfirming(false);
    onClose();
  };
  const confirmDelete = async () => {
    if (!message || deleting.current) return;
    deleting.current = true;
    try {
      await remove.mutateAsync({ body: { id: message.id } });
      toast.show({ message: t('inbox_deleted'), kind: 'success' });
      setConfirming(false);
      onClose();
    } catch (error) {
      if (isSessionEnded(error)) return;
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
    } finally {
      deleting.current = false;
    }
  };

  const footer = confirming ? (
    <Stack gap="sm" data-testid="inbox-delete-confirm">
      <Text align="center">{t('inbox_delete_question')}</Text>
      <Inline justify="spaceBetween" nowrap>
        <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending} data-testid="inbox-delete-cancel">
          {t('inbox_cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirmDelete()} loading={remove.isPending} data-testid="inbox-delete-yes">
          {t('inbox_delete')}
        </Button>
      </Inline>
    </Stack>
  ) : (
    <Button variant="danger" block onClick={() => setConfirming(true)} data-testid="inbox-delete">
      {t('inbox_delete')}
    </Button>
  );

  return (
    <Sheet open={message !== null} onClose={close} title={message?.title} closeLabel={t('inbox_close')} footer={message ? footer : null}>
      {message ? (
        <Stack gap="md" data-testid="inbox-detail" data-id={message.id}>
          <Text size="sm" tone="muted">
            {`${t(KIND_LABEL_KEYS[message.kind])} · ${formatDateTime(message.createdAt)}`}
          </Text>
          <p className={styles.body} data-testid="inbox-detail-body">
            {message.body}
          </p>
        </Stack>
      ) : null}
    </Sheet>
  );
}
