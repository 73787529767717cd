import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from '@playdeck/ui';
import { Stack } from '@playdeck/ui/layout';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { SetPasswordByPhoneForm } from './set-password-by-phone-form';

/** /m/forget: by e-mail; with CHNGPASSVERIF3 also by phone (the default). */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  if (!BRAND_FLAGS.CHNGPASSVERIF3) {
    return (
      <Stack as="section" padding="lg">
        <ForgotByEmailForm />
      </Stack>
    );
  }
  return (
    <Stack as="section" padding="lg">
      <Tabs defaultValue="phone">
        <TabList aria-label={t('forgot_method_label')}>
          <Tab value="phone">{t('forgot_method_phone')}</Tab>
          <Tab value="email">{t('forgot_method_email')}</Tab>
        </TabList>
        <TabPanel value="phone">
          <SetPasswordByPhoneForm />
        </TabPanel>
        <TabPanel value="email">
          <ForgotByEmailForm />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
