import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, withQuery } from '@playdeck/routes';
import { registerSettingsQuery } from './agent-register-query';
import { useState } from 'react';
import { Card, Stack, Text } from '@playdeck/ui/layout';
import { QueryState } from '@playdeck/screen-kit';
import { AgentRegisterForm } from './agent-register-form';

/** /m/agentRegister: opens an account under this agent, by the register page's own rules. */
export default function AgentRegisterScreen() {
  const { t } = useTranslation();
  const settings = useQuery(registerSettingsQuery());
  const [registered, setRegistered] = useState<string | null>(null);
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('route_agent_register')}>
      <Text size="sm" tone="muted">
        {t('agent_register_intro')}
      </Text>
      {registered ? (
        <Card gap="sm" data-testid="agent-register-done">
          <Text>{t('agent_register_done', { username: registered })}</Text>
          <Link to={withQuery(paths.memberTeam, {})} data-testid="agent-register-to-team">
            {t('agent_register_see_team')}
          </Link>
        </Card>
      ) : null}
      <QueryState query={settings} testId="agent-register" titleKey="agent_load_failed" skeletonRows={4}>
        {(rules) => <AgentRegisterForm rules={{ username: rules['username'], password: rules['password'] }} onRegistered={setRegistered} />}
      </QueryState>
    </Stack>
  );
}
