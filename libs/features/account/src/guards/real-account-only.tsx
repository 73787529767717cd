import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH, memberAccess, useSessionStore } from '@playdeck/session';
import { Button } from '@playdeck/ui';
import { Card, Text } from '@playdeck/ui/layout';

/**
 * Renders its children for a real account only. A trial user reads "Please login an actual account to use
 * this function" and a visitor "You are not logged in" (spec sections 6 and 8), each with a way to log in.
 */
export function RealAccountOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useSessionStore((state) => memberAccess(state.session, 'real'));
  if (access === 'allowed') return children;
  return (
    <Card as="section" padding="xl" gap="lg" data-testid="restricted-notice">
      <Text align="center" role="alert">
        {t(access === 'trial' ? 'error_trial_restricted' : 'error_not_logged_in')}
      </Text>
      <Button block onClick={() => navigate(LOGIN_PATH)}>
        {t('guard_login')}
      </Button>
    </Card>
  );
}
