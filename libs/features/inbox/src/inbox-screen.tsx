import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@playdeck/api';
import { describeError } from '@playdeck/api/client';
import { useHasInboxUnreadCount } from '@playdeck/session';
import { isSessionEnded } from '@playdeck/session/api';
import { Button, EmptyState, useToast } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import { Pager, QueryState } from '@playdeck/screen-kit';
import { inboxPageQuery, useReadAll, useReadMessage } from './inbox-queries';
import { MessageRow } from './message-row';
import { MessageSheet } from './message-sheet';

/**
 * /m/webEmail: the member's messages (system, promotion, personal), newest first, a page at a time.
 * Opening one shows it and marks it read; "mark all read" and delete update the list and the unread badge.
 * A member with no unread count (type 4, spec section 6) sees neither "Unread: N" nor "Mark all read".
 */
export default function InboxScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<InboxMessage | null>(null);
  const query = useQuery(inboxPageQuery(pageNo));
  const readMessage = useReadMessage();
  const readAll = useReadAll();
  const hasUnreadCount = useHasInboxUnreadCount();
  // Set in the same event as the tap, so a second tap before the next render is not another call.
  const markingAll = useRef(false);

  const open = (message: InboxMessage) => {
    setOpened({ ...message, read: true });
    // A refused mark shows nothing: the list reloads with what the platform holds.
    if (!message.read) readMessage.mutate({ body: { id: message.id } });
  };
  const markAllRead = async () => {
    if (markingAll.current) return;
    markingAll.current = true;
    try {
      await readAll.mutateAsync({});
      toast.show({ message: t('inbox_all_read'), kind: 'success' });
    } catch (error) {
      if (isSessionEnded(error)) return;
      const { key, params } = describeError(error);
      toast.show({ message: t(key, params), kind: 'error' });
    } finally {
      markingAll.current = false;
    }
  };

  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_web_email')} data-testid="inbox">
      <QueryState query={query} testId="inbox" skeletonHeight={64}>
        {({ list, pageNum, totalPages, total, unread }) =>
          total === 0 ? (
            <EmptyState title={t('inbox_empty')} description={t('inbox_empty_hint')} data-testid="inbox-empty" />
          ) : (
            <Stack gap="md">
              {hasUnreadCount ? (
                <Inline justify="spaceBetween" align="center">
                  <Text tone="muted" data-testid="inbox-unread">
                    {t('inbox_unread_summary', { count: unread })}
                  </Text>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={unread === 0}
                    loading={readAll.isPending}
                    onClick={() => void markAllRead()}
                    data-testid="inbox-read-all"
                  >
                    {t('inbox_read_all')}
                  </Button>
                </Inline>
              ) : null}
              <Stack as="ul" gap="sm" data-testid="inbox-list">
                {list.map((message) => (
                  <MessageRow key={message.id} message={message} onOpen={open} />
                ))}
              </Stack>
              <Pager page={pageNum} pages={totalPages} onPage={setPageNo} testId="inbox" texts="inbox" />
            </Stack>
          )
        }
      </QueryState>
      <MessageSheet message={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
