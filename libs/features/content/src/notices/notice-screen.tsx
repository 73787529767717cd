import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@playdeck/api';
import { Stack } from '@playdeck/ui/layout';
import { formatDate } from '@playdeck/i18n';
import { StartDate } from '../shared/start-date';
import { ContentHtml } from '../shared/content-html';
import { useNotices } from '../shared/content-queries';
import { Disclosure } from '../shared/disclosure';
import { ReadMark } from '../shared/read-mark';
import { useCanMarkRead, useMarkRead } from '../shared/read-marking';
import { ListSkeleton } from '../shared/skeletons';
import { ContentListState } from '../shared/content-list-state';

function NoticeItem({ notice, showReadMark }: { notice: Notice; showReadMark: boolean }) {
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead();
  const toggle = () => {
    if (!open && !notice.read) void markRead(notice.id);
    setOpen(!open);
  };
  return (
    <li>
      <Disclosure
        open={open}
        onToggle={toggle}
        data-testid="notice-item"
        summary={
          <>
            <span>{notice.title}</span>
            <StartDate at={notice.startDate} format={formatDate} />
          </>
        }
        aside={showReadMark ? <ReadMark read={notice.read} /> : null}
      >
        <ContentHtml html={notice.content} testId="notice-content" />
      </Disclosure>
    </li>
  );
}

/** /m/notice: notices, each opening in place; opening one marks it read. */
export default function NoticeScreen() {
  const { t } = useTranslation();
  const showReadMark = useCanMarkRead();
  const query = useNotices();
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_notice')}>
      <ContentListState query={query} testId="notices" skeleton={<ListSkeleton />} emptyKey="content_notices_empty">
        {(items) => (
          <Stack as="ul" gap="sm" data-testid="notice-list">
            {items.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} showReadMark={showReadMark} />
            ))}
          </Stack>
        )}
      </ContentListState>
    </Stack>
  );
}
