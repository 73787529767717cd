import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ANNOUNCEMENT_TYPES, type Announcement } from '@playdeck/api';
import { formatDateTime, useLanguage } from '@playdeck/i18n';
import { agentNoticesQuery } from './agent-notice-query';
import { Button, EmptyState } from '@playdeck/ui';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { RichText } from '@playdeck/ui/rich-text';
import { QueryState } from '@playdeck/screen-kit';

type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** The `types` of the URL that are announcement types; agent notices (A) when none is. */
export function noticeTypes(param: string | null): string {
  const asked = (param ?? '')
    .split(',')
    .filter((type): type is AnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(type));
  return asked.length ? [...new Set(asked)].join(',') : 'A';
}

function NoticeItem({ notice }: { notice: Announcement }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <Card as="li" gap="sm" data-testid="agent-notice">
      <Button variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="agent-notice-toggle">
        {notice.title}
      </Button>
      <Text as="time" size="sm" tone="muted" dateTime={new Date(notice.startDate).toISOString()}>
        {formatDateTime(notice.startDate)}
      </Text>
      {open ? <RichText html={notice.content} onInternalLink={(path) => navigate(path)} data-testid="agent-notice-content" /> : null}
    </Card>
  );
}

/** /m/member/notice?types=A: the announcements for agents (the content calls' type A), newest first, each opening in place. */
export default function AgentNoticeScreen() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const types = noticeTypes(params.get('types'));
  const notices = useQuery(agentNoticesQuery(types, language));
  return (
    <Stack as="section" gap="md" padding="lg" aria-label={t('route_member_notice')}>
      <QueryState query={notices} testId="agent-notices" titleKey="agent_load_failed" skeletonRows={4}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t('agent_notices_empty')} data-testid="agent-notices-empty" />
          ) : (
            <Stack as="ul" gap="sm" data-testid="agent-notice-list">
              {items.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
