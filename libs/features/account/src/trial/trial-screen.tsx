import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH, useSessionStore } from '@playdeck/session';
import { Button } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { useStartTrial } from './use-start-trial';

/** /m/trail: starts the free trial on open. Someone already logged in keeps their session and goes home. */
export default function TrialScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { start, starting, failure } = useStartTrial();
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (useSessionStore.getState().session) navigate(HOME_PATH, { replace: true });
    else void start();
  }, [navigate, start]);

  return (
    <Stack as="section" gap="lg" padding="xl" align="center" data-testid="trial-screen" aria-busy={starting}>
      {failure !== null ? (
        <>
          <Text align="center" data-testid="trial-failure">
            {failure}
          </Text>
          <Button block onClick={() => void start()} data-testid="trial-retry">
            {t('retry')}
          </Button>
          <Button block variant="ghost" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('trial_go_home')}
          </Button>
        </>
      ) : (
        <Text tone="muted" align="center">
          {t('trial_starting')}
        </Text>
      )}
    </Stack>
  );
}
