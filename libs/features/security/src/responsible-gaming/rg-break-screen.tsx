import { useTranslation } from 'react-i18next';
import { Stack, TitledCard } from '@playdeck/ui/layout';
import { RgBreakForm } from './rg-break-form';

/** /m/securityCenter?rg=break: a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years). */
export default function RgBreakScreen() {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="lg" padding="lg" aria-label={t('security_rg_break_title')}>
      <TitledCard heading={t('security_rg_break_title')} intro={t('security_rg_break_intro')}>
        <RgBreakForm />
      </TitledCard>
    </Stack>
  );
}
