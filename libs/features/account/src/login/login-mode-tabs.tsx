import { useTranslation } from 'react-i18next';
import { Tab, TabList, Tabs } from '@playdeck/ui';
import type { LoginMode } from './login-schema';

export function LoginModeTabs({ value, onChange }: { value: LoginMode; onChange: (mode: LoginMode) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onChange={(mode) => onChange(mode as LoginMode)}>
      <TabList aria-label={t('login_mode_tabs')}>
        <Tab value="password" data-testid="login-mode-password">
          {t('login_mode_password')}
        </Tab>
        <Tab value="sms" data-testid="login-mode-sms">
          {t('login_mode_sms')}
        </Tab>
      </TabList>
    </Tabs>
  );
}
