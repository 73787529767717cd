import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@playdeck/session';
import { Button, Skeleton, Tab, TabList, TabPanel, Tabs } from '@playdeck/ui';
import { Inline, Stack, Text } from '@playdeck/ui/layout';
import { RegisterForm } from './register-form';
import { availableModes, defaultMode, type RegisterMode } from './register-mode';
import * as styles from './register-screen.css';
import { useRegisterRules } from '../shared/account-queries';

const TAB_LABEL: Record<RegisterMode, string> = { username: 'register_tab_username', mobileNum: 'register_tab_mobile' };

/** /m/register (spec section 2): a tab per registration mode the brand allows, back goes home. */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const modes = availableModes();
  const [mode, setMode] = useState<RegisterMode>(defaultMode);
  const rules = useRegisterRules();

  return (
    <section className={styles.screen} data-testid="register-screen">
      {/* The shell shows no header on this route, so the screen carries the back control and the page's h1. */}
      <Inline gap="sm" nowrap>
        <button
          type="button"
          className={styles.back}
          onClick={() => navigate(HOME_PATH)}
          aria-label={t('register_back')}
          data-testid="register-back"
        >
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="M15 18l-6-6 6-6" />
          </svg>
        </button>
        <Text as="h1" size="xl" weight="bold" data-testid="page-title">
          {t('route_register')}
        </Text>
      </Inline>
      <Tabs value={mode} onChange={(next) => setMode(next as RegisterMode)}>
        <TabList aria-label={t('register_modes')}>
          {modes.map((option) => (
            <Tab key={option} value={option} data-testid={`register-tab-${option}`}>
              {t(TAB_LABEL[option])}
            </Tab>
          ))}
        </TabList>
        {modes.map((option) => (
          <TabPanel key={option} value={option}>
            {rules.data ? (
              <RegisterForm mode={option} rules={rules.data} />
            ) : rules.isError ? (
              <Stack gap="sm" align="start" role="alert">
                <Text size="sm" tone="muted">
                  {t('error_loading_failed')}
                </Text>
                <Button variant="ghost" size="sm" onClick={() => void rules.refetch()}>
                  {t('retry')}
                </Button>
              </Stack>
            ) : (
              <Stack gap="sm" align="start" aria-busy="true">
                {[0, 1, 2, 3].map((line) => (
                  <Skeleton key={line} shape="rect" height={44} />
                ))}
              </Stack>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
