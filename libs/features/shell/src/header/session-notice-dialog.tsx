import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSessionNotice } from '@playdeck/session';
import { Button, Modal } from '@playdeck/ui';
import { paths } from '@playdeck/routes';
import { Text } from '@playdeck/ui/layout';

/** The session layer's notices (the platform ended the session; a visitor or trial user was turned away). */
export default function SessionNoticeDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { messageKey, durationMs, offerLogin, serial, dismiss } = useSessionNotice();
  // Kept while the dialog plays its closing animation after the store has let the message go.
  const [shownKey, setShownKey] = useState(messageKey);
  if (messageKey && messageKey !== shownKey) setShownKey(messageKey);

  useEffect(() => {
    if (!messageKey || !durationMs) return;
    const timer = setTimeout(dismiss, durationMs);
    return () => clearTimeout(timer);
  }, [messageKey, durationMs, serial, dismiss]);

  const toLogin = () => {
    dismiss();
    navigate(paths.login);
  };

  return (
    <Modal
      open={messageKey !== null}
      onClose={dismiss}
      title={t('session_notice_title')}
      footer={
        <>
          {offerLogin ? (
            <Button variant="ghost" block onClick={toLogin} data-testid="session-notice-login">
              {t('session_notice_login')}
            </Button>
          ) : null}
          <Button block onClick={dismiss} data-testid="session-notice-ok">
            {t('dialog_ok')}
          </Button>
        </>
      }
    >
      <Text align="center" data-testid="session-notice">
        {shownKey ? t(shownKey) : null}
      </Text>
    </Modal>
  );
}
