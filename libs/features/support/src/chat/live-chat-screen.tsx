import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@playdeck/routes';
import { launchChatQuery } from '../shared/support-queries';
import { Button, EmptyState } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import * as styles from '../shared/support.css';
import { checkedChatUrl } from './chat-url';

// A chat URL is for one visit: asked afresh each time the page opens, never served from cache.

function ChatUnavailable({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      role="alert"
      title={t(messageKey)}
      data-testid="live-chat-unavailable"
      action={
        <Link to={paths.customerService} data-testid="live-chat-customer-service">
          {t('route_customer_service')}
        </Link>
      }
    />
  );
}

/** The chat inside the page, under a bar with a way back (spec: "opened in the page with a way back"). */
function ChatFrame({ url }: { url: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="sm">
      <Inline justify="spaceBetween" align="center">
        <Button size="sm" variant="ghost" onClick={() => navigate(-1)} data-testid="live-chat-back">
          {t('support_chat_back')}
        </Button>
        <Text weight="bold">{t('support_chat_title')}</Text>
      </Inline>
      <iframe
        src={url}
        title={t('support_chat_title')}
        className={styles.chatFrame}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        data-testid="live-chat-frame"
      />
    </Stack>
  );
}

function LiveChat() {
  const chat = useQuery(launchChatQuery());
  return (
    <QueryState query={chat} testId="live-chat" skeletonHeight={64}>
      {({ chatUrl }) => {
        const url = checkedChatUrl(chatUrl);
        return url ? <ChatFrame url={url} /> : <ChatUnavailable messageKey="support_chat_bad_url" />;
      }}
    </QueryState>
  );
}

/**
 * /m/liveChat: asks the platform for the chat (CBS_launchChat answers chatUrl) and opens it in the page
 * once it is checked to be http(s). Brands without CBS3 have no chat: the customer-service list instead.
 */
export default function LiveChatScreen() {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="md" padding="md" aria-label={t('route_live_chat')}>
      {BRAND_FLAGS.CBS3 ? <LiveChat /> : <ChatUnavailable messageKey="support_chat_unavailable" />}
    </Stack>
  );
}
