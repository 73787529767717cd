import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH, useSessionStore } from '@playdeck/session';
import { Button } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { TRIAL_DEVICE_IN_USE, useStartTrial } from './use-start-trial';

/**
 * /m/trail: starts the free trial on open. Someone already logged in keeps their session and goes home. When
 * the device's trial account plays elsewhere, a new trial account is offered beside Retry.
 */
export default function TrialScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { start, starting, failure, failureCode } = useStartTrial();
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
          {failureCode === TRIAL_DEVICE_IN_USE && (
            <Button block onClick={() => void start({ newAccount: true })} data-testid="trial-new-account">
              {t('trial_new_account')}
            </Button>
          )}
          <Button
            block
            variant={failureCode === TRIAL_DEVICE_IN_USE ? 'secondary' : 'primary'}
            onClick={() => void start()}
            data-testid="trial-retry"
          >
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
