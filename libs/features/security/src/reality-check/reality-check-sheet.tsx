import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@playdeck/screen-kit';
import { Sheet } from '@playdeck/ui';
import { Stack, Text } from '@playdeck/ui/layout';
import { RealityCheckForm } from './reality-check-form';
import { realityCheckSettingQuery } from './reality-check-query';

export interface RealityCheckSheetProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The reality-check setting, over the security centre: no route of its own, since every route adds to the
 * first render of home (the route table and its title), which has no room left.
 */
export default function RealityCheckSheet({ open, onClose }: RealityCheckSheetProps) {
  const { t } = useTranslation();
  const current = useQuery(realityCheckSettingQuery());
  return (
    <Sheet open={open} onClose={onClose} title={t('reality_check_title')} closeLabel={t('reality_check_close')}>
      <Stack gap="md" data-testid="reality-check-setting">
        <Text size="sm" tone="muted">
          {t('reality_check_intro')}
        </Text>
        <QueryState query={current} testId="reality-check-setting" titleKey="security_load_failed" skeletonRows={2}>
          {(data) => <RealityCheckForm key={String(data.intervalMinutes)} intervalMinutes={data.intervalMinutes} onSaved={onClose} />}
        </QueryState>
      </Stack>
    </Sheet>
  );
}
